/* The lost-update program with the increment under a mutex: no interleaving loses an update,
 * so the final assertion always holds. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int counter = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lock);
	int tmp = counter;
	tmp = tmp + 1;
	counter = tmp;
	pthread_mutex_unlock(&lock);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, NULL, worker, NULL);
	pthread_create(&t2, NULL, worker, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	assert(counter == 2);
	printf("counter = %d\n", counter);
	return 0;
}
