/* SV-COMP style: the check is a macro that spells a whole `if` with a label (as older tasks
 * write `assert`), and two threads add to a total without a lock. The replayed program did not
 * compile: a probe went inside the macro's condition.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_macro_check.c", 17, "reach_error"); }
#define CHECK(e) if (!(e)) FAIL: reach_error()

int total = 0;

void *adder(void *arg) {
  int t = total;
  total = t + 1;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  CHECK(total == 2);
  return 0;
}
