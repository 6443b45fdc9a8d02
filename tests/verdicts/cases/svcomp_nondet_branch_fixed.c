/* SV-COMP style, fixed: main starts the worker only when a nondeterministic input says so,
 * and writes the shared status only after joining it.
 * Written for mokert's verdict corpus in the style of SV-COMP's ldv-races tasks.
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
void reach_error() { __assert_fail("0", "svcomp_nondet_branch_fixed.c", 16, "reach_error"); }
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
    pthread_join(worker_thread, 0);
    status = 2;
  }
  return 0;
}
