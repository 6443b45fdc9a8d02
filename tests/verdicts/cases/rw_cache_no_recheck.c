/* A reader-writer cache: a lookup under the read lock misses, the reader drops the read lock,
 * takes the write lock and inserts without looking again, so two readers that missed together
 * insert the same key twice. Written for mokert's verdict corpus.
 *
 * CLASS: rw-cache
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: entries <= 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t cache_lock = PTHREAD_RWLOCK_INITIALIZER;
int entries = 0;
int cached_key = -1;

static void *lookup(void *arg) {
  pthread_rwlock_rdlock(&cache_lock);
  int hit = cached_key == 7;
  pthread_rwlock_unlock(&cache_lock);
  if (!hit) {
    pthread_rwlock_wrlock(&cache_lock);
    cached_key = 7;                     /* inserted without checking again */
    entries = entries + 1;
    assert(entries <= 1);
    pthread_rwlock_unlock(&cache_lock);
  }
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, lookup, 0);
  pthread_create(&b, 0, lookup, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
