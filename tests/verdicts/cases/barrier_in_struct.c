/* A barrier kept in a struct beside the data it guards, sized for three threads while two
 * workers wait at it: both wait for good. The deadlock is named as a wait at the barrier.
 * Written for mokert's verdict corpus.
 *
 * CLASS: barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: barrier `ph.bar`
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct phase {
	pthread_barrier_t bar;
	int slot[2];
};

static struct phase ph;

static void *worker(void *arg)
{
	int me = *(int *)arg;
	ph.slot[me] = me + 1;
	pthread_barrier_wait(&ph.bar);
	assert(ph.slot[1 - me] == 2 - me);
	return NULL;
}

int main(void)
{
	pthread_t t[2];
	int ids[2] = {0, 1};
	pthread_barrier_init(&ph.bar, NULL, 3);
	pthread_create(&t[0], NULL, worker, &ids[0]);
	pthread_create(&t[1], NULL, worker, &ids[1]);
	pthread_join(t[0], NULL);
	pthread_join(t[1], NULL);
	return 0;
}
