/* SV-COMP style: a worker reads a command code from a nondeterministic input; command 5 takes a
 * fast path that updates the shared counter without the lock, and main's locked update can be
 * lost. The code is only ever compared with constants (0 and 5), and only the value 5 shows the
 * bug, outside the default range of __VERIFIER_nondet_int (-1..2): the model must choose among
 * the values around those constants to find it; the replay gives the real program the value 5.
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
void reach_error() { __assert_fail("0", "svcomp_nondet_compared.c", 19, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int pending = 0;
int served = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int cmd = __VERIFIER_nondet_int();
  if (cmd <= 0)
    return arg;
  if (cmd == 5) {
    int t = pending;
    pending = t + 1;
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
