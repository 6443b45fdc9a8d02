/* SV-COMP style, fixed: the worker of svcomp_nondet_compared.c with its fast path for command 5
 * under the lock too. The code is only compared with constants, so the values from -1 to 6 stand
 * for every input and the search that finds no error is a proof (with the default range it would
 * say "not a proof", exit 3).
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
void reach_error() { __assert_fail("0", "svcomp_nondet_compared_fixed.c", 17, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int pending = 0;
int served = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int cmd = __VERIFIER_nondet_int();
  if (cmd <= 0)
    return arg;
  if (cmd == 5) {
    pthread_mutex_lock(&m);
    int t = pending;
    pending = t + 1;
    pthread_mutex_unlock(&m);
  } else {
    pthread_mutex_lock(&m);
    pending = pending + 1;
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  served = served + 1;
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  pthread_mutex_lock(&m);
  pending = pending + 1;
  pthread_mutex_unlock(&m);
  pthread_join(w, 0);
  if (pending != 1 + served)
    reach_error();
  return 0;
}
