/* The producer adds to the pending count under the flusher's lock: every event is counted
 * once. Each pass of the flusher reads the real clock (the model keeps a fixed one: the search
 * is complete). Written for mokert's verdict corpus.
 *
 * CLASS: timed-wait
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t kick = PTHREAD_COND_INITIALIZER;
static int pending, flushed, quit;

static void *flusher(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  while (!quit) {
    struct timespec when;
    clock_gettime(CLOCK_REALTIME, &when);
    when.tv_nsec += 1000000;
    if (when.tv_nsec >= 1000000000) {
      when.tv_sec += 1;
      when.tv_nsec -= 1000000000;
    }
    if (pthread_cond_timedwait(&kick, &lock, &when) == ETIMEDOUT) {
      flushed += pending;
      pending = 0;
    }
  }
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t f;
  pthread_create(&f, 0, flusher, 0);
  pthread_mutex_lock(&lock);
  pending++;
  pending++;
  quit = 1;
  pthread_cond_signal(&kick);
  pthread_mutex_unlock(&lock);
  pthread_join(f, 0);
  assert(flushed + pending == 2);
  return 0;
}
