/* A pool of free slots counted by an unsigned counter. take_slot() checks that a slot is free
 * and then, after dropping the lock, takes it: two takers can both see the last slot free, and
 * the second decrement wraps the unsigned count to UINT_MAX, which no bound check expects.
 * (As a Promela int the count went to -1 and `free_slots <= POOL` still held: proved safe.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: unsigned-wrap
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: free_slots <= POOL
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define POOL 1

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned int free_slots = POOL;

static int slot_available(void) {
  int ok;
  pthread_mutex_lock(&pool_lock);
  ok = free_slots > 0;
  pthread_mutex_unlock(&pool_lock);
  return ok;
}

static void *taker(void *arg) {
  (void)arg;
  if (slot_available()) {
    pthread_mutex_lock(&pool_lock);
    free_slots--;
    pthread_mutex_unlock(&pool_lock);
  }
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
