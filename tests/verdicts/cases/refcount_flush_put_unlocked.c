/* A reference-counted buffer shared by main and two workers, its mutex inside it. The flusher
 * drops its reference with a hand-written decrement outside the lock, racing with main's
 * buf_get(): the increment is lost, the appender's put frees the buffer (destroying its mutex)
 * and main's own put then locks the destroyed mutex in freed memory. glibc locks it all the same,
 * so the replay's runtime fails the model's check there (before: NOT_REPRODUCED).
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: has not been destroyed
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct buf {
	pthread_mutex_t lock;
	int refs;
	int len;
	char data[16];
};

static struct buf *buf_new(void)
{
	struct buf *b = malloc(sizeof(*b));
	pthread_mutex_init(&b->lock, NULL);
	b->refs = 1;
	b->len = 0;
	memset(b->data, 0, sizeof(b->data));
	return b;
}

static void buf_get(struct buf *b)
{
	pthread_mutex_lock(&b->lock);
	b->refs++;
	pthread_mutex_unlock(&b->lock);
}

static void buf_put(struct buf *b)
{
	pthread_mutex_lock(&b->lock);
	int last = --b->refs == 0;
	pthread_mutex_unlock(&b->lock);
	if (last) {
		pthread_mutex_destroy(&b->lock);
		free(b);
	}
}

static void *appender(void *arg)
{
	struct buf *b = arg;
	pthread_mutex_lock(&b->lock);
	b->data[b->len++] = 'a';
	pthread_mutex_unlock(&b->lock);
	buf_put(b);
	return NULL;
}

static void *flusher(void *arg)
{
	struct buf *b = arg;
	pthread_mutex_lock(&b->lock);
	b->len = 0;
	pthread_mutex_unlock(&b->lock);
	if (--b->refs == 0)
		free(b);
	return NULL;
}

int main(void)
{
	pthread_t a, f;
	struct buf *b = buf_new();
	buf_get(b);
	pthread_create(&f, NULL, flusher, b);
	buf_get(b);
	pthread_create(&a, NULL, appender, b);
	buf_put(b);
	pthread_join(a, NULL);
	pthread_join(f, NULL);
	puts("done");
	return 0;
}
