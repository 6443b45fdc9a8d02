/* A hand-made reusable barrier whose waiters wait on the count, which the last arriver
 * resets: when the last arriver comes back for the next round before a waiter wakes, the
 * waiter sees the count below N again and both wait for ever (no generation counter).
 * Written for mokert's verdict corpus.
 *
 * CLASS: barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#define N 2
struct barrier {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	unsigned count;
	unsigned gen;
};
static struct barrier bar = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0 };
static int phase_done[N];

static void barrier_wait(struct barrier *b)
{
	pthread_mutex_lock(&b->mu);
	if (++b->count == N) {
		b->count = 0;
		b->gen++;
		pthread_cond_broadcast(&b->cv);
	} else {
		while (b->count != 0 && b->count < N)	/* BUG: should wait on gen */
			pthread_cond_wait(&b->cv, &b->mu);
	}
	pthread_mutex_unlock(&b->mu);
}

static void *worker(void *arg)
{
	long id = (long)arg;
	for (int round = 0; round < 2; round++) {
		phase_done[id]++;
		barrier_wait(&bar);
		assert(phase_done[1 - id] >= round + 1);
	}
	return NULL;
}

int main(void)
{
	pthread_t t[N];
	for (long i = 0; i < N; i++)
		pthread_create(&t[i], NULL, worker, (void *)i);
	for (int i = 0; i < N; i++)
		pthread_join(t[i], NULL);
	assert(bar.gen == 2);
	return 0;
}
