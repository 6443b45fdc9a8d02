/* Fixed: queue_try_push() checks and adds under one hold of the queue's lock (reached through
 * the global pointer). Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct queue {
	pthread_mutex_t lock;
	int len;
};

struct queue the_queue;
struct queue *q = &the_queue;

static void queue_try_push(struct queue *qu)
{
	pthread_mutex_lock(&qu->lock);
	if (qu->len < 1) {
		qu->len = qu->len + 1;
		assert(qu->len <= 1);
	}
	pthread_mutex_unlock(&qu->lock);
}

void *pusher(void *arg)
{
	(void)arg;
	queue_try_push(q);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_mutex_init(&the_queue.lock, NULL);
	the_queue.len = 0;
	pthread_create(&a, NULL, pusher, NULL);
	pthread_create(&b, NULL, pusher, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("len = %d\n", the_queue.len);
	return 0;
}
