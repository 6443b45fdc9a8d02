/* A detached worker (pthread_attr_setdetachstate) reports that it finished by setting `done`
 * and signalling; main waits with `while (!done) pthread_cond_wait`. The worker sets the flag
 * and signals without taking the mutex: between main's check and its wait the signal can come
 * and go, and main sleeps for ever. Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: done_cv
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

static pthread_mutex_t done_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static int done = 0;
static int result = 0;

static void *worker(void *arg) {
  (void)arg;
  result = 42;
  done = 1;                           /* without done_lock */
  pthread_cond_signal(&done_cv);
  return 0;
}

int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  pthread_create(&t, &attr, worker, 0);
  pthread_attr_destroy(&attr);
  pthread_mutex_lock(&done_lock);
  while (!done)
    pthread_cond_wait(&done_cv, &done_lock);
  pthread_mutex_unlock(&done_lock);
  return result == 42 ? 0 : 1;
}
