/* A counter updated under the wrong of two locks, reached through the thread argument: each
 * worker gets a `struct shard` with its own lock and a pointer to the one total they share.
 * The workers lock their shard's lock around `*s->total += n`, which protects nothing the
 * other worker respects: the two updates race and one is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 5
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct shard {
	pthread_mutex_t lock;
	int local;
	int *total;
	int n;
};

static void *shard_worker(void *arg)
{
	struct shard *s = arg;

	pthread_mutex_lock(&s->lock);
	s->local = s->local + s->n;
	*s->total = *s->total + s->n;
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

int main(void)
{
	static int total;
	struct shard a, b;
	pthread_t ta, tb;

	pthread_mutex_init(&a.lock, NULL);
	pthread_mutex_init(&b.lock, NULL);
	a.local = 0;
	a.total = &total;
	a.n = 2;
	b.local = 0;
	b.total = &total;
	b.n = 3;
	pthread_create(&ta, NULL, shard_worker, &a);
	pthread_create(&tb, NULL, shard_worker, &b);
	pthread_join(ta, NULL);
	pthread_join(tb, NULL);
	assert(total == 5);
	printf("total = %d\n", total);
	return 0;
}
