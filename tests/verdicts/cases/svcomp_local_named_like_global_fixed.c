/* SV-COMP style, fixed: svcomp_local_named_like_global.c with the count taken under a mutex
 * (main's `pthread_t t` still has the global's name).
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
void reach_error() { __assert_fail("0", "svcomp_local_named_like_global_fixed.c", 15, "reach_error"); }

int t;
int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void take(void) {
  pthread_mutex_lock(&m);
  t = t + 1;
  done = done + 1;
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  take();
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  if (done != 2)
    reach_error();
  return 0;
}
