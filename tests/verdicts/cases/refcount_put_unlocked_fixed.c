/* The shared buffer of refcount_put_unlocked.c with its count dropped under a lock: exactly
 * one thread sees zero and frees it, after the other is done with it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct buf {
	int refs;
	int len;
};

static pthread_mutex_t ref_lock = PTHREAD_MUTEX_INITIALIZER;
static struct buf *shared;

static void buf_put(struct buf *b)
{
	int last;

	pthread_mutex_lock(&ref_lock);
	b->refs = b->refs - 1;
	last = b->refs == 0;
	pthread_mutex_unlock(&ref_lock);
	if (last)
		free(b);
}

static void *sender(void *arg)
{
	(void)arg;
	struct buf *b = shared;
	pthread_mutex_lock(&ref_lock);
	b->len = b->len + 1;
	pthread_mutex_unlock(&ref_lock);
	buf_put(b);
	return NULL;
}

static void *logger(void *arg)
{
	(void)arg;
	struct buf *b = shared;
	buf_put(b);
	return NULL;
}

int main(void)
{
	pthread_t s, l;
	struct buf *b = malloc(sizeof(*b));

	if (b == NULL)
		return 1;
	b->refs = 2;
	b->len = 0;
	shared = b;
	pthread_create(&s, NULL, sender, NULL);
	pthread_create(&l, NULL, logger, NULL);
	pthread_join(s, NULL);
	pthread_join(l, NULL);
	return 0;
}
