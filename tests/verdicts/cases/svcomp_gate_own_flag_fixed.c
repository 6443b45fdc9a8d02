/* SV-COMP style, fixed: the gate of svcomp_gate_own_flag.c with two workers only, so the third
 * arrival that opens it never comes: every worker quits at its assume_abort_if_not, none
 * reaches the check.
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
void reach_error() { __assert_fail("0", "svcomp_gate_own_flag_fixed.c", 16, "reach_error"); }
void assume_abort_if_not(int ok) { if (!ok) abort(); }
#define CHECK(e) { if (!(e)) { FAIL: { reach_error(); abort(); } } }

unsigned arrived = 0;
_Bool held = 0;
__thread _Bool go = 0;

void __VERIFIER_atomic_take(void) { assume_abort_if_not(held == 0); held = 1; }
void __VERIFIER_atomic_give(void) { assume_abort_if_not(held == 1); held = 0; }

void pass_gate(void) {
  __VERIFIER_atomic_take();
  arrived++;
  if (arrived == 3) {
    go = 1;
    arrived = 0;
  } else {
    __VERIFIER_atomic_give();
    assume_abort_if_not(go);
    go = 0;
    __VERIFIER_atomic_take();
  }
  __VERIFIER_atomic_give();
}

void *worker(void *arg) {
  pass_gate();
  CHECK(0);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  return 0;
}
