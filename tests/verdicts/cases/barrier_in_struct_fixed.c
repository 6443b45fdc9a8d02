/* A barrier kept in a struct beside the data it guards, sized for its two workers: each
 * reads the other's slot after the barrier. Correct.
 * Written for mokert's verdict corpus.
 *
 * CLASS: barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	pthread_barrier_init(&ph.bar, NULL, 2);
	pthread_create(&t[0], NULL, worker, &ids[0]);
	pthread_create(&t[1], NULL, worker, &ids[1]);
	pthread_join(t[0], NULL);
	pthread_join(t[1], NULL);
	return 0;
}
