/* A C11 <stdatomic.h> claim done with one compare-and-exchange: exactly one thread moves the
 * owner from 0 to its id, so exactly one claim is counted.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

static atomic_int owner;
static atomic_int claims;

static void *claim(void *arg) {
  int id = (int)(long)arg;
  int expected = 0;
  if (atomic_compare_exchange_strong_explicit(&owner, &expected, id, memory_order_acq_rel,
                                              memory_order_acquire)) {
    atomic_fetch_add_explicit(&claims, 1, memory_order_relaxed);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, claim, (void *)1L);
  pthread_create(&b, NULL, claim, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load(&claims) == 1);
  return 0;
}
