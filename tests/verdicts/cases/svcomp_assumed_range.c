/* SV-COMP style: a writer picks a slot with a nondeterministic input that an assume right after
 * it limits to 0..3, and slot 3 is the guard slot no writer may touch. Only the value 3 shows the
 * bug, outside the default range of __VERIFIER_nondet_uint (0..2): the model must take its range
 * from the assume (0..3) to find it; the replay gives the real program the value 3.
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
void reach_error() { __assert_fail("0", "svcomp_assumed_range.c", 18, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int cond);

unsigned ring[4];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *writer(void *arg) {
  unsigned k = __VERIFIER_nondet_uint();
  __VERIFIER_assume(k < 4);
  pthread_mutex_lock(&m);
  ring[k] = k + 1;
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (ring[3] != 0)
    reach_error();
  return 0;
}
