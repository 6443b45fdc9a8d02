/* Publish before init: the publisher raises `ready` before it stores the value; a consumer
 * that sees `ready` reads a value that is not there yet. Written for mokert's verdict corpus.
 *
 * CLASS: publish-before-init
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: got == 42
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int ready = 0;
int value = 0;

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
	if (ready) {
		int got = value;
		assert(got == 42);
	}
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&p, NULL, publisher, NULL);
	pthread_create(&c, NULL, consumer, NULL);
	pthread_join(p, NULL);
	pthread_join(c, NULL);
	printf("value = %d\n", value);
	return 0;
}
