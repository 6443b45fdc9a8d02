/* Atomicity violation across two locks: a transfer takes money out of one account under
 * that account's lock, drops it, and puts the money into the other account under the
 * other lock. Each account is always consistent, but an auditor holding both locks can run
 * between the two halves and see money missing. Written for mokert's verdict corpus.
 *
 * CLASS: atomicity-two-locks
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: sum == 100
 * EXPECT-EXIT: 1
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

static void withdraw(int amount)
{
	pthread_mutex_lock(&checking.lock);
	checking.balance -= amount;
	pthread_mutex_unlock(&checking.lock);
}

static void deposit(int amount)
{
	pthread_mutex_lock(&savings.lock);
	savings.balance += amount;
	pthread_mutex_unlock(&savings.lock);
}

void *transfer(void *arg)
{
	(void)arg;
	withdraw(30);
	deposit(30);
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
