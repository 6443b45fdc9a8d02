/* A cache guarded by a reader-writer lock and a statistics counter guarded by a mutex: the
 * writer takes the cache's write lock, then the statistics mutex; the reporter takes the
 * statistics mutex, then the cache's read lock. Opposite orders: a deadlock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: wait-for cycle
 * EXPECT-REASON: rwlock `cache_lock`
 * EXPECT-REASON: mutex `stats_lock`
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

pthread_rwlock_t cache_lock = PTHREAD_RWLOCK_INITIALIZER;
pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
int cached = 0;
int updates = 0;

static void *writer(void *arg) {
  pthread_rwlock_wrlock(&cache_lock);
  cached = 7;
  pthread_mutex_lock(&stats_lock);
  updates = updates + 1;
  pthread_mutex_unlock(&stats_lock);
  pthread_rwlock_unlock(&cache_lock);
  return arg;
}

static void *reporter(void *arg) {
  pthread_mutex_lock(&stats_lock);
  pthread_rwlock_rdlock(&cache_lock);
  int seen = cached + updates;
  (void)seen;
  pthread_rwlock_unlock(&cache_lock);
  pthread_mutex_unlock(&stats_lock);
  return arg;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reporter, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
