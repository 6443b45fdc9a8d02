/* A bank account locked through the program's own macros; withdraw() checks the balance with
 * the lock held, so the account is never overdrawn.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define LOCK(s) pthread_mutex_lock(&(s)->mu)
#define UNLOCK(s) pthread_mutex_unlock(&(s)->mu)

struct account {
  pthread_mutex_t mu;
  int balance;
};

static struct account acct = {PTHREAD_MUTEX_INITIALIZER, 100};

static int withdraw(struct account *a, int amount) {
  LOCK(a);
  if (a->balance < amount) {
    UNLOCK(a);
    return -1;
  }
  a->balance -= amount;
  UNLOCK(a);
  return 0;
}

static void *customer(void *arg) {
  (void)arg;
  withdraw(&acct, 80);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, customer, NULL);
  pthread_create(&b, NULL, customer, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(acct.balance >= 0);
  return 0;
}
