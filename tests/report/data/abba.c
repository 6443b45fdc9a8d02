/* Two threads take the same two mutexes in opposite orders. When each holds its first lock, both
 * wait forever: SPIN reports an invalid end state. Test data written for the report tests. */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int shared = 0;

void *forward(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&a);
	pthread_mutex_lock(&b);
	shared = shared + 1;
	pthread_mutex_unlock(&b);
	pthread_mutex_unlock(&a);
	return NULL;
}

void *backward(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&b);
	pthread_mutex_lock(&a);
	shared = shared + 2;
	pthread_mutex_unlock(&a);
	pthread_mutex_unlock(&b);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, NULL, forward, NULL);
	pthread_create(&t2, NULL, backward, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	printf("shared = %d\n", shared);
	return 0;
}
