/* A sequence number advanced with `atomic_store(&seq, atomic_load(&seq) + 1)`: the load and the
 * store are each atomic, the statement is not, so two threads can store the same number. As
 * one model step the lost update was proved away (exit 0); the value is now read in a step of
 * its own. Written for mokert's verdict corpus.
 *
 * CLASS: atomic-value-read-first
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: atomic_load(&seq) == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int seq;

static void *advance(void *arg) {
  (void)arg;
  atomic_store(&seq, atomic_load(&seq) + 1);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, advance, NULL);
  pthread_create(&b, NULL, advance, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load(&seq) == 2);
  return 0;
}
