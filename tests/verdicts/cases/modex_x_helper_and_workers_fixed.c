/* Run with Modex's `-x`: the helper credits the account under the account's own lock, so both
 * credits land. Written for mokert's verdict corpus.
 *
 * CLASS: modex-flags
 * RUN: mokert run %s -x
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

struct account {
  pthread_mutex_t lock;
  int balance;
};

struct account ledger = {PTHREAD_MUTEX_INITIALIZER, 0};

void credit(struct account *a, int amount) {
  pthread_mutex_lock(&a->lock);
  a->balance += amount;
  pthread_mutex_unlock(&a->lock);
}

void *teller(void *arg) {
  (void)arg;
  credit(&ledger, 1);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, teller, 0);
  pthread_create(&t2, 0, teller, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(ledger.balance == 2);
  return 0;
}
