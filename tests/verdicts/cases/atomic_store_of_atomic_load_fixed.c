/* atomic_store_of_atomic_load advanced with one atomic_fetch_add, whose step is itself read
 * atomically from a setting no thread changes while they run (`atomic_fetch_add(&seq,
 * atomic_load(&stride))`: two steps, still correct). Written for mokert's verdict corpus.
 *
 * CLASS: atomic-value-read-first
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int seq;
static atomic_int stride = 1;

static void *advance(void *arg) {
  (void)arg;
  atomic_fetch_add(&seq, atomic_load(&stride));
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
