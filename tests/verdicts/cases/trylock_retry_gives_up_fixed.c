/* trylock_retry_gives_up.c with a retry loop that does not give up: stats_add() yields and
 * tries again until it holds the lock. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

struct stats {
	int samples;
	int contended;
};

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static struct stats stats;

static void stats_add(void)
{
	while (pthread_mutex_trylock(&stats_lock) != 0) {
		stats.contended = 1;
		sched_yield();
	}
	stats.samples = stats.samples + 1;
	pthread_mutex_unlock(&stats_lock);
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
