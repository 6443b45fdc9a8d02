/* A spin lock whose test and set are two separate atomic operations (a load, then a store):
 * both threads can see the lock free and enter; one deposit is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: hand-made-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

static atomic_int lock_word;
static int balance;

static void acquire(void) {
  while (atomic_load(&lock_word) != 0)
    ;
  atomic_store(&lock_word, 1);
}

static void release(void) { atomic_store(&lock_word, 0); }

static void *deposit(void *arg) {
  (void)arg;
  acquire();
  balance = balance + 10;
  release();
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, deposit, NULL);
  pthread_create(&b, NULL, deposit, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(balance == 20);
  return 0;
}
