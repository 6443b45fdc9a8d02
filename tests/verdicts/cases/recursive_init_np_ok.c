/* A cache whose lookup() calls refresh() under the same lock; the lock is initialised with
 * glibc's PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP, so the nested lock is correct. Written for
 * mokert's verdict corpus.
 *
 * CLASS: recursive-mutex
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>

pthread_mutex_t cache_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int cached = 0;
int hits = 0;

static void refresh(void) {
  pthread_mutex_lock(&cache_lock);
  cached = 1;
  pthread_mutex_unlock(&cache_lock);
}

static void *lookup(void *arg) {
  (void)arg;
  pthread_mutex_lock(&cache_lock);
  if (!cached)
    refresh();
  hits = hits + 1;
  pthread_mutex_unlock(&cache_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, lookup, 0);
  pthread_create(&b, 0, lookup, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(hits == 2 && cached == 1);
  return 0;
}
