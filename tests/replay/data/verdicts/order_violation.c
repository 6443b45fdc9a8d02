/* Order violation: the publisher sets `ready` before `value`; a consumer that sees `ready`
 * reads a value not yet written. Real bug: CONFIRMED. Written for mokert. */
#include <assert.h>
#include <pthread.h>

int ready = 0, value = 0;

void *publisher(void *arg)
{
	(void)arg;
	ready = 1;
	value = 42;
	return NULL;
}

void *consumer(void *arg)
{
	(void)arg;
	if (ready == 1)
		assert(value == 42);
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&p, NULL, publisher, NULL);
	pthread_create(&c, NULL, consumer, NULL);
	pthread_join(p, NULL);
	pthread_join(c, NULL);
	return 0;
}
