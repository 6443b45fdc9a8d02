/* expect: errors: 0
 * Accounts with a mutex each, in an array of structs, initialised with
 * pthread_mutex_init(&acc[i].lock, 0); transfers lock both accounts in a fixed order, so the
 * total is kept. Written for mokert. */
#include <assert.h>
#include <pthread.h>

struct account {
	int balance;
	pthread_mutex_t lock;
};

struct account acc[2];

static void transfer(struct account *from, struct account *to, int amount)
{
	pthread_mutex_lock(&acc[0].lock);
	pthread_mutex_lock(&acc[1].lock);
	from->balance = from->balance - amount;
	to->balance = to->balance + amount;
	pthread_mutex_unlock(&acc[1].lock);
	pthread_mutex_unlock(&acc[0].lock);
}

void *left(void *arg)
{
	(void)arg;
	transfer(&acc[0], &acc[1], 1);
	return 0;
}

void *right(void *arg)
{
	(void)arg;
	transfer(&acc[1], &acc[0], 2);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	int i;
	for (i = 0; i < 2; i++) {
		pthread_mutex_init(&acc[i].lock, 0);
		acc[i].balance = 10;
	}
	pthread_create(&a, 0, left, 0);
	pthread_create(&b, 0, right, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(acc[0].balance + acc[1].balance == 20);
	return 0;
}
