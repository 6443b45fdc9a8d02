/* A two-thread barrier built from a mutex, a counter and pthread_cond_broadcast(): the last
 * thread to arrive wakes the others; an earlier one waits once, under `if`. After the barrier
 * each thread reads what the other wrote before it. A wait that returns with no signal (a
 * spurious wake-up, which POSIX allows) lets a thread through the barrier before the other has
 * arrived, and it reads an empty slot. Written for mokert's verdict corpus.
 *
 * CLASS: spurious-barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: spurious wake-up
 * EXPECT-EXIT: 1
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
	if (arrived < PARTIES)
		pthread_cond_wait(&bar_cv, &bar_mu);
	else
		pthread_cond_broadcast(&bar_cv);
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
