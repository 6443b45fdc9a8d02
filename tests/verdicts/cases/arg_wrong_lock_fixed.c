/* The shards of arg_wrong_lock.c with the shared total behind a lock of its own, which the
 * struct points to beside the total: both workers take the same lock for it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct shard {
	pthread_mutex_t lock;
	int local;
	pthread_mutex_t *total_lock;
	int *total;
	int n;
};

static void *shard_worker(void *arg)
{
	struct shard *s = arg;

	pthread_mutex_lock(&s->lock);
	s->local = s->local + s->n;
	pthread_mutex_unlock(&s->lock);
	pthread_mutex_lock(s->total_lock);
	*s->total = *s->total + s->n;
	pthread_mutex_unlock(s->total_lock);
	return NULL;
}

int main(void)
{
	static int total;
	static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
	struct shard a, b;
	pthread_t ta, tb;

	pthread_mutex_init(&a.lock, NULL);
	pthread_mutex_init(&b.lock, NULL);
	a.local = 0;
	a.total_lock = &total_lock;
	a.total = &total;
	a.n = 2;
	b.local = 0;
	b.total_lock = &total_lock;
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
