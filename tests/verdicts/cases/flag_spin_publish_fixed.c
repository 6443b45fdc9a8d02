/* Fixed: the producer writes the payload before it raises the flag the consumer spins on
 * (sequentially consistent here: the model and the replay keep program order).
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

volatile int ready = 0;
int payload = 0;

void *producer(void *arg)
{
	(void)arg;
	payload = 7;
	ready = 1;
	return NULL;
}

void *consumer(void *arg)
{
	(void)arg;
	while (ready == 0) {
	}
	int got = payload;
	assert(got == 7);
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&c, NULL, consumer, NULL);
	pthread_create(&p, NULL, producer, NULL);
	pthread_join(p, NULL);
	pthread_join(c, NULL);
	printf("payload = %d\n", payload);
	return 0;
}
