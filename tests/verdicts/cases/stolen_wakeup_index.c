/* A stolen wake-up that corrupts an index instead of failing an assertion: a consumer waits
 * with `if` instead of `while`; a second consumer takes the only item between the signal and
 * the waiter's return, and the woken consumer decrements the count to -1 and reads
 * items[-1]. Nothing asserts; the model's index check fails, and on the real code the same
 * read must be caught (an index outside an array inside a struct: no AddressSanitizer redzone
 * lies there, the bounds sanitizer sees it). A real bug: CONFIRMED. Written for mokert's
 * verdict corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %S/stolen_wakeup_index.c
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: out of bounds
 * EXPECT-EXIT: 1
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
	if (b->count == 0)
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
