/* Fixed: the transfer holds both accounts' locks (in the auditor's order) for both halves.
 * Written for mokert's verdict corpus.
 *
 * CLASS: atomicity-two-locks
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct account {
	pthread_mutex_t lock;
	int balance;
};

struct account checking;
struct account savings;

void *transfer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&checking.lock);
	pthread_mutex_lock(&savings.lock);
	checking.balance -= 30;
	savings.balance += 30;
	pthread_mutex_unlock(&savings.lock);
	pthread_mutex_unlock(&checking.lock);
	return NULL;
}

void *auditor(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&checking.lock);
	pthread_mutex_lock(&savings.lock);
	int sum = checking.balance + savings.balance;
	assert(sum == 100);
	pthread_mutex_unlock(&savings.lock);
	pthread_mutex_unlock(&checking.lock);
	return NULL;
}

int main(void)
{
	pthread_t t, a;
	pthread_mutex_init(&checking.lock, NULL);
	pthread_mutex_init(&savings.lock, NULL);
	checking.balance = 100;
	savings.balance = 0;
	pthread_create(&t, NULL, transfer, NULL);
	pthread_create(&a, NULL, auditor, NULL);
	pthread_join(t, NULL);
	pthread_join(a, NULL);
	printf("checking %d savings %d\n", checking.balance, savings.balance);
	return 0;
}
