/* A thread that returns early on an error path with the lock held: submit() rejects a
 * request that is too long but returns before unlocking queue_lock. The next submitter
 * blocks on the lock forever, and so does main's join: a deadlock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-lock-leak
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: queue_lock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

#define MAX_LEN 64

struct request {
	int len;
	int id;
};

static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static int queued;

static int submit(struct request *rq)
{
	pthread_mutex_lock(&queue_lock);
	if (rq->len > MAX_LEN)
		return -1;
	queued = queued + 1;
	pthread_mutex_unlock(&queue_lock);
	return 0;
}

static void *client(void *arg)
{
	struct request *rq = arg;

	if (submit(rq) != 0)
		fprintf(stderr, "request %d rejected\n", rq->id);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct request big = { 100, 1 };
	struct request small = { 10, 2 };

	pthread_create(&a, NULL, client, &big);
	pthread_create(&b, NULL, client, &small);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("queued = %d\n", queued);
	return 0;
}
