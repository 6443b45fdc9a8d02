/* Each thread bumps a counter through the pointer a helper returns, `this_stats()->hits++;`,
 * without the lock: both load 0 and one hit is lost. Written for mokert's verdict corpus.
 * (With the call run first, the increment stayed one step with the call's value and the bug
 * was proved safe with a complete search.)
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: global_stats.hits == 2
 * EXPECT-EXIT: 1
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
  this_stats()->hits++;
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
