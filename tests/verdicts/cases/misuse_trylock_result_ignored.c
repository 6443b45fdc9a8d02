/* Each worker tries a statistics lock and goes on whether or not it got it, then unlocks:
 * a worker that lost the race unlocks a normal mutex the other worker holds.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: is held by the calling thread
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int samples;

static void *sampler(void *arg) {
  (void)arg;
  pthread_mutex_trylock(&stats_lock);
  samples = samples + 1;
  pthread_mutex_unlock(&stats_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, sampler, 0);
  pthread_create(&b, 0, sampler, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
