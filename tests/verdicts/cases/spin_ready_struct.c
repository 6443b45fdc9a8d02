/* Spin on a flag, then read, through a struct pointer: the loader thread marks the shared
 * config ready before it fills in the bucket count; the lookup thread spins on
 * `cfg->ready` (yielding) and then uses a bucket count of zero.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: n > 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

struct config {
	volatile int ready;
	int buckets;
};

static void *loader(void *arg)
{
	struct config *cfg = arg;

	cfg->ready = 1;
	cfg->buckets = 16;
	return NULL;
}

static void *lookup(void *arg)
{
	struct config *cfg = arg;
	int n;

	while (!cfg->ready)
		sched_yield();
	n = cfg->buckets;
	assert(n > 0);
	printf("key 37 -> bucket %d\n", 37 % n);
	return NULL;
}

int main(void)
{
	static struct config cfg;
	pthread_t l, r;

	pthread_create(&r, NULL, lookup, &cfg);
	pthread_create(&l, NULL, loader, &cfg);
	pthread_join(l, NULL);
	pthread_join(r, NULL);
	return 0;
}
