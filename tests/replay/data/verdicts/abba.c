/* ABBA deadlock: one thread takes a then b, the other b then a. Real bug: CONFIRMED
 * (deadlock). Written for mokert. */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int shared = 0;

void *left(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&a);
	pthread_mutex_lock(&b);
	shared = shared + 1;
	pthread_mutex_unlock(&b);
	pthread_mutex_unlock(&a);
	return NULL;
}

void *right(void *arg)
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
	pthread_create(&t1, NULL, left, NULL);
	pthread_create(&t2, NULL, right, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	return 0;
}
