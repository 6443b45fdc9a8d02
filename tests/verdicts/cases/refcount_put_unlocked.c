/* Reference count dropped by two threads without a lock: a buffer shared by a sender and a
 * logger starts with two references; each thread drops its own with a plain decrement and
 * frees the buffer when it reads zero. Both decrements can read 2 and write 1 (the buffer
 * leaks), or one thread reads the count after the other freed the buffer: a use after free.
 * The replay is built with AddressSanitizer. Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct buf {
	int refs;
	int len;
};

static struct buf *shared;

static void buf_put(struct buf *b)
{
	b->refs = b->refs - 1;
	if (b->refs == 0)
		free(b);
}

static void *sender(void *arg)
{
	(void)arg;
	struct buf *b = shared;
	b->len = b->len + 1;
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
