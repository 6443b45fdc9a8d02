/* The fixed twin of spurious_barrier_if.c: an earlier arrival waits in
 * `while (arrived < PARTIES)`, so a wait that returns with no signal (a spurious wake-up) waits
 * again until the last thread has arrived. The search is complete and finds nothing. Written for
 * mokert's verdict corpus.
 *
 * CLASS: spurious-barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

#define PARTIES 2

static pthread_mutex_t bar_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t bar_cv = PTHREAD_COND_INITIALIZER;
static int arrived;
static int slot[PARTIES];

static void rendezvous(void)
{
	pthread_mutex_lock(&bar_mu);
	arrived = arrived + 1;
	if (arrived == PARTIES)
		pthread_cond_broadcast(&bar_cv);
	while (arrived < PARTIES)
		pthread_cond_wait(&bar_cv, &bar_mu);
	pthread_mutex_unlock(&bar_mu);
}

static void *party(void *arg)
{
	int me = (int)(long)arg;
	int other = 1 - me;
	int seen;
	slot[me] = me + 1;
	rendezvous();
	seen = slot[other];
	assert(seen == other + 1);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, party, (void *)0L);
	pthread_create(&b, NULL, party, (void *)1L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
