/* SV-COMP style: main starts the worker only when a nondeterministic input says so, then
 * writes the shared status without waiting for it. The replay did not give the input the
 * branch the model took (`if (__VERIFIER_nondet_int())` had no value), so the worker was
 * never created: STALLED on a real bug.
 * Written for mokert's verdict corpus in the style of SV-COMP's ldv-races tasks.
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
void reach_error() { __assert_fail("0", "svcomp_nondet_branch.c", 19, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

pthread_t worker_thread;
int status = 0;

void *worker(void *arg) {
  status = 1;
  if (status != 1) {
    reach_error();
    abort();
  }
  return arg;
}

int main(void) {
  if (__VERIFIER_nondet_int()) {
    pthread_create(&worker_thread, 0, worker, 0);
    status = 2;
    pthread_join(worker_thread, 0);
  }
  return 0;
}
