/* Check-then-act through helpers and a pointer: the queue (with its lock inside) is reached
 * through a global pointer; queue_has_room() checks the length under the lock, then
 * queue_push() adds under the lock again, so two pushers both see room for the last slot.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: len <= 1
 * EXPECT-EXIT: 1
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

static int queue_has_room(struct queue *qu)
{
	pthread_mutex_lock(&qu->lock);
	int room = qu->len < 1;
	pthread_mutex_unlock(&qu->lock);
	return room;
}

static void queue_push(struct queue *qu)
{
	pthread_mutex_lock(&qu->lock);
	qu->len = qu->len + 1;
	assert(qu->len <= 1);
	pthread_mutex_unlock(&qu->lock);
}

void *pusher(void *arg)
{
	(void)arg;
	if (queue_has_room(q))
		queue_push(q);
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
