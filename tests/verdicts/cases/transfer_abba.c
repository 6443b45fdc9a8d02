/* ABBA through pointers: transfer(from, to) locks `from` then `to`, each account's mutex
 * inside its struct in an array; two tellers transfer in opposite directions and each holds
 * the lock the other needs. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-abba
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

struct account {
	pthread_mutex_t lock;
	int balance;
};

struct account accounts[2];

static void transfer(struct account *from, struct account *to, int amount)
{
	pthread_mutex_lock(&from->lock);
	pthread_mutex_lock(&to->lock);
	from->balance = from->balance - amount;
	to->balance = to->balance + amount;
	pthread_mutex_unlock(&to->lock);
	pthread_mutex_unlock(&from->lock);
}

void *teller_a(void *arg)
{
	(void)arg;
	transfer(&accounts[0], &accounts[1], 5);
	return NULL;
}

void *teller_b(void *arg)
{
	(void)arg;
	transfer(&accounts[1], &accounts[0], 3);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_mutex_init(&accounts[0].lock, NULL);
	pthread_mutex_init(&accounts[1].lock, NULL);
	accounts[0].balance = 10;
	accounts[1].balance = 10;
	pthread_create(&a, NULL, teller_a, NULL);
	pthread_create(&b, NULL, teller_b, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("%d %d\n", accounts[0].balance, accounts[1].balance);
	return 0;
}
