/* SV-COMP style: a spin lock built from __VERIFIER_atomic_* functions (acquire and release
 * each run as one step); the checker thread reads the two halves of a pair under the lock,
 * the writer updates them with its release in between. The counterexample switches threads
 * right after the last statement of an atomic function: the replay parked the thread there,
 * holding the atomic lock, and the next thread blocked: STALLED on a real bug.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread-ext tasks.
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
void reach_error() { __assert_fail("0", "svcomp_atomic_fn_switch.c", 20, "reach_error"); }
extern void __VERIFIER_assume(int);

int held = 0;
int low = 0, high = 0;

void __VERIFIER_atomic_acquire(void) {
  __VERIFIER_assume(held == 0);
  held = 1;
}

void __VERIFIER_atomic_release(void) {
  held = 0;
}

void *writer(void *arg) {
  __VERIFIER_atomic_acquire();
  low = 1;
  __VERIFIER_atomic_release();
  __VERIFIER_atomic_acquire();
  high = 1;
  __VERIFIER_atomic_release();
  return arg;
}

void *checker(void *arg) {
  __VERIFIER_atomic_acquire();
  if (low != high) {
    reach_error();
    abort();
  }
  __VERIFIER_atomic_release();
  return arg;
}

int main(void) {
  pthread_t w, c;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&c, 0, checker, 0);
  pthread_join(w, 0);
  pthread_join(c, 0);
  return 0;
}
