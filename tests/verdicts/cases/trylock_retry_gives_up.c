/* A trylock retry loop that gives up: stats_add() tries the lock twice and, rather than
 * drop the sample, updates the counters anyway when it did not get it (and unlocks only
 * what it took). While the other thread holds the lock across its update, both
 * read-modify-writes of `stats.samples` overlap and one sample is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: stats.samples == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct stats {
	int samples;
	int contended;
};

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static struct stats stats;

static void stats_add(void)
{
	int got = 0;
	int tries;

	for (tries = 0; tries < 2 && !got; tries++) {
		if (pthread_mutex_trylock(&stats_lock) == 0)
			got = 1;
	}
	stats.samples = stats.samples + 1;
	if (got)
		pthread_mutex_unlock(&stats_lock);
	else
		stats.contended = 1;
}

static void *sampler(void *arg)
{
	(void)arg;
	stats_add();
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, NULL, sampler, NULL);
	pthread_create(&b, NULL, sampler, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(stats.samples == 2);
	printf("samples = %d contended = %d\n", stats.samples, stats.contended);
	return 0;
}
