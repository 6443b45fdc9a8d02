/* Fixed: the bank keeps its total and the mutex that guards it in one struct, and both
 * deposits take that lock. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct bank {
	pthread_mutex_t lock;
	int total;
};

struct bank bank;

void *deposit_ten(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&bank.lock);
	bank.total += 10;
	pthread_mutex_unlock(&bank.lock);
	return NULL;
}

void *deposit_twenty(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&bank.lock);
	bank.total += 20;
	pthread_mutex_unlock(&bank.lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_mutex_init(&bank.lock, NULL);
	pthread_create(&a, NULL, deposit_ten, NULL);
	pthread_create(&b, NULL, deposit_twenty, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(bank.total == 30);
	printf("total = %d\n", bank.total);
	return 0;
}
