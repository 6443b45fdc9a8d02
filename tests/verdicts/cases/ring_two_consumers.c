/* A ring buffer with one producer and two consumers, where a consumer looks at the fill
 * count before it takes the lock: both consumers see the one queued request, the first
 * takes it and the second takes a slot that holds nothing (the count goes negative).
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ring.count >= 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define RING_SIZE 4

struct ring {
	int slot[RING_SIZE];
	int head;
	int tail;
	int count;
};

static pthread_mutex_t ring_lock = PTHREAD_MUTEX_INITIALIZER;
static struct ring ring;
static int served;

static void ring_push(int v)
{
	pthread_mutex_lock(&ring_lock);
	if (ring.count < RING_SIZE) {
		ring.slot[ring.tail] = v;
		ring.tail = (ring.tail + 1) % RING_SIZE;
		ring.count = ring.count + 1;
	}
	pthread_mutex_unlock(&ring_lock);
}

static void *consumer(void *arg)
{
	(void)arg;
	if (ring.count > 0) {
		pthread_mutex_lock(&ring_lock);
		int v = ring.slot[ring.head];
		ring.head = (ring.head + 1) % RING_SIZE;
		ring.count = ring.count - 1;
		assert(ring.count >= 0);
		served = served + v;
		pthread_mutex_unlock(&ring_lock);
	}
	return NULL;
}

static void *producer(void *arg)
{
	(void)arg;
	ring_push(5);
	return NULL;
}

int main(void)
{
	pthread_t p, c1, c2;

	pthread_create(&p, NULL, producer, NULL);
	pthread_create(&c1, NULL, consumer, NULL);
	pthread_create(&c2, NULL, consumer, NULL);
	pthread_join(p, NULL);
	pthread_join(c1, NULL);
	pthread_join(c2, NULL);
	printf("served = %d\n", served);
	return 0;
}
