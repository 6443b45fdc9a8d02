/* stolen_wakeup_index.c with the wait in a `while`: a consumer that finds the box emptied
 * waits again, every index stays in bounds, and the search must prove it. Written for mokert's
 * verdict corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %S/stolen_wakeup_index_fixed.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

#define SLOTS 2

struct box {
	int items[SLOTS];
	int count;
	pthread_mutex_t mu;
	pthread_cond_t filled;
};

static struct box box = { {0}, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER };

static void put(struct box *b, int v)
{
	pthread_mutex_lock(&b->mu);
	if (b->count < SLOTS) {
		b->items[b->count] = v;
		b->count++;
	}
	pthread_cond_signal(&b->filled);
	pthread_mutex_unlock(&b->mu);
}

static int take(struct box *b)
{
	int v;
	pthread_mutex_lock(&b->mu);
	while (b->count == 0)
		pthread_cond_wait(&b->filled, &b->mu);
	b->count--;
	v = b->items[b->count];
	pthread_mutex_unlock(&b->mu);
	return v;
}

static void *producer(void *unused)
{
	put(&box, 7);
	return unused;
}

static void *consumer(void *unused)
{
	(void)take(&box);
	return unused;
}

int main(void)
{
	pthread_t p, c1, c2;
	pthread_create(&c1, 0, consumer, 0);
	pthread_create(&c2, 0, consumer, 0);
	pthread_create(&p, 0, producer, 0);
	pthread_join(p, 0);
	put(&box, 8);
	pthread_join(c1, 0);
	pthread_join(c2, 0);
	return 0;
}
