/* Consumers wait with `if` instead of `while`: a woken consumer can find the item already
 * taken by the other consumer and take from an empty queue. Real bug: CONFIRMED. Written for
 * mokert. */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int items = 0;

void *consumer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	if (items == 0)
		pthread_cond_wait(&nonempty, &m);
	assert(items > 0);
	items = items - 1;
	pthread_mutex_unlock(&m);
	return NULL;
}

void *producer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	items = items + 1;
	pthread_cond_signal(&nonempty);
	pthread_mutex_unlock(&m);
	return NULL;
}

int main(void)
{
	pthread_t c1, c2, p;
	pthread_create(&c1, NULL, consumer, NULL);
	pthread_create(&c2, NULL, consumer, NULL);
	pthread_create(&p, NULL, producer, NULL);
	pthread_join(p, NULL);
	pthread_mutex_lock(&m);
	items = items + 1;
	pthread_cond_broadcast(&nonempty);
	pthread_mutex_unlock(&m);
	pthread_join(c1, NULL);
	pthread_join(c2, NULL);
	return 0;
}
