/* SV-COMP style: a gate for three workers. Each worker counts itself in under an atomic lock;
 * every worker but the last gives the lock back and then checks its "go" flag with
 * assume_abort_if_not (the program quits when it is not set). The last one was meant to open
 * the gate for the others, but the flag is thread-local, so it opens only its own, passes, and
 * reaches the check that no worker passes the gate. The waiting workers must be held before
 * their check: a counterexample that stopped one after a failed check but before its abort()
 * (inside the call) made the replay abort the whole program (STALLED). The check is a braced
 * macro (`{ if (!(e)) { ... } }`) whose probes were cut by the written-out macro, so the
 * replayed program did not compile. `--all`: every counterexample must be CONFIRMED.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s --all
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_gate_own_flag.c", 23, "reach_error"); }
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
  pthread_t a, b, c;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_create(&c, 0, worker, 0);
  return 0;
}
