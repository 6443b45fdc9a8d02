/* Two workers sweep a batch of items, each item with a `claimed` mark under one mutex. A
 * worker that finds an item already claimed by the other skips it with `continue` — and
 * skips the unlock at the bottom of the loop with it. Its next lock of the (non-recursive)
 * mutex never returns. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-lock-leak
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: batch_lock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

#define NITEMS 2

static pthread_mutex_t batch_lock = PTHREAD_MUTEX_INITIALIZER;
static int claimed[NITEMS];
static int processed;

static void *sweeper(void *arg)
{
	int me = (int)(long)arg;
	for (int i = 0; i < NITEMS; i++) {
		pthread_mutex_lock(&batch_lock);
		if (claimed[i] != 0)
			continue;
		claimed[i] = me;
		processed++;
		pthread_mutex_unlock(&batch_lock);
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, sweeper, (void *)1L);
	pthread_create(&b, NULL, sweeper, (void *)2L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("processed %d\n", processed);
	return 0;
}
