/* The statistics block copied by struct assignment under the same mutex the updater holds:
 * the reporter's snapshot always has the two counters equal. Written for mokert's verdict
 * corpus.
 *
 * CLASS: torn-struct-copy
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct stats {
	int requests;
	int bytes_blocks;
};

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static struct stats g_stats;

static void *updater(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&stats_lock);
	g_stats.requests++;
	g_stats.bytes_blocks++;
	pthread_mutex_unlock(&stats_lock);
	return NULL;
}

static void *reporter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&stats_lock);
	struct stats snap = g_stats;
	pthread_mutex_unlock(&stats_lock);
	assert(snap.requests == snap.bytes_blocks);
	return NULL;
}

int main(void)
{
	pthread_t u, r;
	pthread_create(&u, NULL, updater, NULL);
	pthread_create(&r, NULL, reporter, NULL);
	pthread_join(u, NULL);
	pthread_join(r, NULL);
	printf("requests %d\n", g_stats.requests);
	return 0;
}
