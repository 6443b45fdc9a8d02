/* expect: assertion violated
 * Three C files: main.c's threads call transfer.c, which calls account.c. An auditor that sums
 * the two balances, each under its own lock, can see money in flight (the sum is not 100). */
#include <assert.h>
#include <pthread.h>
#include "ledger.h"

static void *mover(void *arg) {
  (void)arg;
  transfer(0, 1, 30);
  return NULL;
}

static int read_balance(struct account *a) {
  pthread_mutex_lock(&a->lock);
  int b = a->balance;
  pthread_mutex_unlock(&a->lock);
  return b;
}

static void *auditor(void *arg) {
  (void)arg;
  int first = read_balance(&accounts[0]);
  int second = read_balance(&accounts[1]);
  assert(first + second == 100);
  return NULL;
}

int main(void) {
  pthread_t m, a;
  account_open(&accounts[0], 60);
  account_open(&accounts[1], 40);
  pthread_create(&m, NULL, mover, NULL);
  pthread_create(&a, NULL, auditor, NULL);
  pthread_join(m, NULL);
  pthread_join(a, NULL);
  return 0;
}
