/* Flag and spin: the producer raises `ready` before it writes the payload; the consumer
 * spins until it sees the flag and then reads a payload that is not there yet.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: got == 7
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

volatile int ready = 0;
int payload = 0;

void *producer(void *arg)
{
	(void)arg;
	ready = 1;
	payload = 7;
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
