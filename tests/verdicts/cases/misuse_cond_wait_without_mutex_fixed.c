/* The follower takes the mutex before it tests the flag and waits.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

static pthread_mutex_t state_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t state_cv = PTHREAD_COND_INITIALIZER;
static int started;

static void *follower(void *arg) {
  (void)arg;
  pthread_mutex_lock(&state_mu);
  while (!started)
    pthread_cond_wait(&state_cv, &state_mu);
  pthread_mutex_unlock(&state_mu);
  return 0;
}

static void *leader(void *arg) {
  (void)arg;
  pthread_mutex_lock(&state_mu);
  started = 1;
  pthread_cond_broadcast(&state_cv);
  pthread_mutex_unlock(&state_mu);
  return 0;
}

int main(void) {
  pthread_t f, l;
  pthread_create(&f, 0, follower, 0);
  pthread_create(&l, 0, leader, 0);
  pthread_join(f, 0);
  pthread_join(l, 0);
  return 0;
}
