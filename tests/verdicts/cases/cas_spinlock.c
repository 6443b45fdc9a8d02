/* A spin lock built on atomic_compare_exchange_weak in a loop condition guards a plain
 * counter: correct. The exchange writes the lock word (and `expected`), so it must run once per
 * evaluation of the loop condition, never inside a guard SPIN may evaluate again.
 * Written for mokert's verdict corpus.
 *
 * CLASS: hand-made-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

static atomic_int lock_word;
static int balance;

static void acquire(void) {
  int expected = 0;
  while (!atomic_compare_exchange_weak(&lock_word, &expected, 1))
    expected = 0;
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
