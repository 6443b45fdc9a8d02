/* Fixed: transfer() takes the two accounts' locks in one global order (the lower index
 * first), whichever direction the money goes. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-abba
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

struct account {
	pthread_mutex_t lock;
	int balance;
};

struct account accounts[2];

static void transfer(struct account *first, struct account *second, int amount_from_first)
{
	pthread_mutex_lock(&first->lock);
	pthread_mutex_lock(&second->lock);
	first->balance = first->balance - amount_from_first;
	second->balance = second->balance + amount_from_first;
	pthread_mutex_unlock(&second->lock);
	pthread_mutex_unlock(&first->lock);
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
	transfer(&accounts[0], &accounts[1], -3);
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
