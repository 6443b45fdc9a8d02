/* The sampler counts only when it got the lock and counts a miss atomically otherwise.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int samples, misses;

static void *sampler(void *arg) {
  (void)arg;
  if (pthread_mutex_trylock(&stats_lock) == 0) {
    samples = samples + 1;
    pthread_mutex_unlock(&stats_lock);
  } else {
    __atomic_fetch_add(&misses, 1, __ATOMIC_SEQ_CST);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, sampler, 0);
  pthread_create(&b, 0, sampler, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(samples + misses == 2);
  return 0;
}
