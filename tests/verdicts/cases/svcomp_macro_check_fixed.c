/* SV-COMP style, fixed: the check is a macro that spells a whole `if` with a label, and the
 * two threads add to the total inside an atomic section.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_macro_check_fixed.c", 16, "reach_error"); }
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
#define CHECK(e) if (!(e)) FAIL: reach_error()

int total = 0;

void *adder(void *arg) {
  __VERIFIER_atomic_begin();
  int t = total;
  total = t + 1;
  __VERIFIER_atomic_end();
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
