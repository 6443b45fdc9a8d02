/* SV-COMP style, fixed: a spin lock built from __VERIFIER_atomic_* functions; the writer
 * updates both halves of the pair in one critical section.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread-ext tasks.
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
void reach_error() { __assert_fail("0", "svcomp_atomic_fn_switch_fixed.c", 16, "reach_error"); }
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
