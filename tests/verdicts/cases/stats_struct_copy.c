/* A statistics block of two counters that must agree (every request is counted in both). The
 * updater changes both under the stats mutex; the reporter copies the whole struct by
 * assignment without the mutex and can see one counter moved and not the other. Written for
 * mokert's verdict corpus.
 *
 * CLASS: torn-struct-copy
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: snap.requests == snap.bytes_blocks
 * EXPECT-EXIT: 1
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
	struct stats snap = g_stats;
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
