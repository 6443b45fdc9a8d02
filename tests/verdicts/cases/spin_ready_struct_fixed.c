/* spin_ready_struct.c with the flag raised last: the lookup thread sees the bucket count
 * once it sees `ready` (sequentially consistent model; the volatile flag on x86).
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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

	cfg->buckets = 16;
	cfg->ready = 1;
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
