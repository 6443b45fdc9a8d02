/* One condition variable for two predicates, woken with signal: a one-slot mailbox where the
 * producer waits for the slot to empty and the consumers wait for it to fill, all on `changed`.
 * A consumer's signal meant for the producer can wake the other consumer instead; it finds the
 * slot empty and waits again, and nobody is left to wake the producer: every thread sleeps.
 * Which waiter a signal wakes is the model's choice, so the replay must wake that one.
 * Written for mokert's verdict corpus.
 *
 * CLASS: cv-wrong-waiter
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: changed
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t box_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int full;
static int item;

static void box_put(int v)
{
	pthread_mutex_lock(&box_lock);
	while (full)
		pthread_cond_wait(&changed, &box_lock);
	item = v;
	full = 1;
	pthread_cond_signal(&changed);
	pthread_mutex_unlock(&box_lock);
}

static int box_get(void)
{
	int v;

	pthread_mutex_lock(&box_lock);
	while (!full)
		pthread_cond_wait(&changed, &box_lock);
	v = item;
	full = 0;
	pthread_cond_signal(&changed);
	pthread_mutex_unlock(&box_lock);
	return v;
}

static void *consumer(void *arg)
{
	(void)arg;
	box_get();
	return NULL;
}

static void *producer(void *arg)
{
	(void)arg;
	box_put(1);
	box_put(2);
	return NULL;
}

int main(void)
{
	pthread_t c1, c2, p;

	pthread_create(&c1, NULL, consumer, NULL);
	pthread_create(&c2, NULL, consumer, NULL);
	pthread_create(&p, NULL, producer, NULL);
	pthread_join(c1, NULL);
	pthread_join(c2, NULL);
	pthread_join(p, NULL);
	puts("all delivered");
	return 0;
}
