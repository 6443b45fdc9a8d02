#include "ledger.h"

struct account accounts[2];

void account_open(struct account *a, int balance) {
  pthread_mutex_init(&a->lock, NULL);
  a->balance = balance;
}

int account_take(struct account *a, int amount) {
  int ok = 0;
  pthread_mutex_lock(&a->lock);
  if (a->balance >= amount) {
    a->balance -= amount;
    ok = 1;
  }
  pthread_mutex_unlock(&a->lock);
  return ok;
}

void account_give(struct account *a, int amount) {
  pthread_mutex_lock(&a->lock);
  a->balance += amount;
  pthread_mutex_unlock(&a->lock);
}
