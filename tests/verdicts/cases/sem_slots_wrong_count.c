/* A two-slot ring between one producer and one consumer on two semaphores, `free_slots` and
 * `filled`. The free-slot semaphore is initialised to the ring size plus one, so the producer
 * can wrap around and overwrite an item the consumer has not taken yet. Written for mokert's
 * verdict corpus.
 *
 * CLASS: semaphore-count
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: item == expect
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>

#define RING 2
#define ITEMS 3

static int ring[RING];
static sem_t free_slots;
static sem_t filled;

static void *producer(void *arg)
{
	(void)arg;
	for (int i = 0; i < ITEMS; i++) {
		sem_wait(&free_slots);
		ring[i % RING] = i + 1;
		sem_post(&filled);
	}
	return NULL;
}

static void *consumer(void *arg)
{
	(void)arg;
	for (int expect = 1; expect <= ITEMS; expect++) {
		sem_wait(&filled);
		int item = ring[(expect - 1) % RING];
		assert(item == expect);
		sem_post(&free_slots);
	}
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	sem_init(&free_slots, 0, RING + 1);
	sem_init(&filled, 0, 0);
	pthread_create(&p, NULL, producer, NULL);
	pthread_create(&c, NULL, consumer, NULL);
	pthread_join(p, NULL);
	pthread_join(c, NULL);
	printf("ring done\n");
	return 0;
}
