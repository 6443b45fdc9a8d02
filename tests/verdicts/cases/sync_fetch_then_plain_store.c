/* A counter read with `__sync_fetch_and_add(&hits, 0)` (an atomic read) and written back with a
 * plain assignment, `hits = __sync_fetch_and_add(&hits, 0) + 1`: the read is atomic, the
 * statement is not. As one model step the lost update was proved away (exit 0). Written for
 * mokert's verdict corpus.
 *
 * CLASS: atomic-read-plain-store
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static int hits;

static void *count(void *arg) {
  (void)arg;
  hits = __sync_fetch_and_add(&hits, 0) + 1;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, count, NULL);
  pthread_create(&b, NULL, count, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(hits == 2);
  return 0;
}
