/* Lost update: two workers record a hit through a helper that reads the shared counter,
 * adds one and writes it back without a lock. When both read before either writes, one hit
 * is lost and main's check fails. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int hits = 0;

static void record_hit(void)
{
	int seen = hits;
	hits = seen + 1;
}

void *worker(void *arg)
{
	(void)arg;
	record_hit();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, NULL);
	pthread_create(&b, NULL, worker, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(hits == 2);
	printf("hits = %d\n", hits);
	return 0;
}
