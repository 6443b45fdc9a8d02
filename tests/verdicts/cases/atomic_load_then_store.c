/* An increment written as an atomic load followed by an atomic store: each access is atomic,
 * the pair is not, and two threads lose an update. Written for mokert's verdict corpus.
 *
 * CLASS: atomic-read-modify-write
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

static atomic_int hits;

static void *count_one(void *arg) {
  (void)arg;
  int seen = atomic_load(&hits);
  atomic_store(&hits, seen + 1);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, count_one, NULL);
  pthread_create(&b, NULL, count_one, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(hits == 2);
  return 0;
}
