/* Clients that want a slot reserve it in their return value: `return want ? (void *)(long)
 * reserve() : NULL;`. reserve() tests for a free slot before it takes the lock, so the two
 * clients that want one can both pass the test and the count goes below zero. The third client
 * does not want a slot and must not reserve one.
 * (The call under `?:` stayed inside the c_code: pan ran the real reserve() and aborted.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: free_slots >= 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
static int free_slots = 1;

static int reserve(void) {
  if (free_slots <= 0)
    return 0;
  pthread_mutex_lock(&slot_lock);
  free_slots--;
  pthread_mutex_unlock(&slot_lock);
  return 1;
}

static void *client(void *arg) {
  int want = *(int *)arg;
  return want ? (void *)(long)reserve() : NULL;
}

int main(void) {
  pthread_t a, b, c;
  int yes = 1, no = 0;
  void *ra, *rb, *rc;
  pthread_create(&a, NULL, client, &yes);
  pthread_create(&b, NULL, client, &yes);
  pthread_create(&c, NULL, client, &no);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  pthread_join(c, &rc);
  assert(free_slots >= 0);
  assert((long)ra + (long)rb == 1 && rc == NULL);
  return 0;
}
