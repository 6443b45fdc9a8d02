/* detached_done_flag fixed: the detached worker sets `done` and signals under the mutex, so
 * main either sees the flag or is already waiting when the signal comes. Written for mokert's
 * verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

static pthread_mutex_t done_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static int done = 0;
static int result = 0;

static void *worker(void *arg) {
  (void)arg;
  result = 42;
  pthread_mutex_lock(&done_lock);
  done = 1;
  pthread_cond_signal(&done_cv);
  pthread_mutex_unlock(&done_lock);
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
