/* A C11 <stdatomic.h> claim written as check-then-act: each thread loads the owner with acquire
 * order and, seeing 0, stores its own id with release order. Each access is atomic; the pair is
 * not, so two threads can both claim the resource.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: atomic_load(&claims) == 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

static atomic_int owner;
static atomic_int claims;

static void *claim(void *arg) {
  int id = (int)(long)arg;
  if (atomic_load_explicit(&owner, memory_order_acquire) == 0) {
    atomic_store_explicit(&owner, id, memory_order_release);
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
