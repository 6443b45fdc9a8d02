/* expect: invalid end state
 * An early return on the error path leaves the mutex locked: the next caller blocks for ever.
 * Written for mokert. */
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int items;

static int take(void)
{
	pthread_mutex_lock(&lock);
	if (items == 0)
		return -1;
	items = items - 1;
	pthread_mutex_unlock(&lock);
	return 0;
}

void *consumer(void *arg)
{
	(void)arg;
	take();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, consumer, NULL);
	pthread_create(&b, NULL, consumer, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
