/* expect: errors: 0
 * A worker that reads the clock on every pass of its loop and waits with a deadline: pan reads a
 * fixed clock, so the passes are the same state and the search ends (with the real clock every
 * pass was a new state). Written for mokert's tests. */
#include <errno.h>
#include <pthread.h>
#include <sys/time.h>
#include <time.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static int done;
static long started_at;

static void *poller(void *arg) {
  (void)arg;
  started_at = (long)time(0);
  pthread_mutex_lock(&mu);
  while (!done) {
    struct timeval tv;
    struct timespec until;
    gettimeofday(&tv, 0);
    until.tv_sec = tv.tv_sec + 1;
    until.tv_nsec = tv.tv_usec * 1000;
    if (pthread_cond_timedwait(&wake, &mu, &until) == ETIMEDOUT) (void)clock();
  }
  pthread_mutex_unlock(&mu);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, poller, 0);
  pthread_mutex_lock(&mu);
  done = 1;
  pthread_cond_signal(&wake);
  pthread_mutex_unlock(&mu);
  pthread_join(t, 0);
  return 0;
}
