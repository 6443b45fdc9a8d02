#ifndef LEDGER_H
#define LEDGER_H
#include <pthread.h>
struct account {
  pthread_mutex_t lock;
  int balance;
};
extern struct account accounts[2];
void account_open(struct account *a, int balance);
int account_take(struct account *a, int amount);
void account_give(struct account *a, int amount);
void transfer(int from, int to, int amount);
#endif
