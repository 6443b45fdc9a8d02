/* Two threads increment a shared counter without a lock: read, add, write back. When both read
 * before either writes, one increment is lost and the final assertion fails. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int counter = 0;

void *worker(void *arg)
{
	(void)arg;
	int tmp = counter;
	tmp = tmp + 1;
	counter = tmp;
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
