/* unsigned_count_underflow with the check and the decrement under one hold of the lock: the
 * unsigned count never wraps. Written for mokert's verdict corpus.
 *
 * CLASS: unsigned-wrap
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define POOL 1

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned int free_slots = POOL;

static void *taker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pool_lock);
  if (free_slots > 0)
    free_slots--;
  pthread_mutex_unlock(&pool_lock);
  assert(free_slots <= POOL);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, taker, NULL);
  pthread_create(&b, NULL, taker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
