/* Each thread bumps a counter through the pointer a helper returns, `this_stats()->hits++;`,
 * under the lock: both hits count. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

struct stats {
  int hits;
  int misses;
};

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static struct stats global_stats;

static struct stats *this_stats(void) {
  return &global_stats;
}

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&stats_lock);
  this_stats()->hits++;
  pthread_mutex_unlock(&stats_lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&stats_lock);
  assert(global_stats.hits == 2);
  pthread_mutex_unlock(&stats_lock);
  return 0;
}
