/* Thread-pool shutdown that drops queued work: a worker leaves as soon as it sees
 * `stopping`, even with jobs still queued, so a job submitted before the shutdown may never
 * run. Written for mokert's verdict corpus.
 *
 * CLASS: pool-shutdown
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: pool.done == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct pool {
	pthread_mutex_t lock;
	pthread_cond_t work;
	int pending;
	int stopping;
	int done;
};

struct pool pool;

static void pool_submit(void)
{
	pthread_mutex_lock(&pool.lock);
	pool.pending = pool.pending + 1;
	pthread_cond_signal(&pool.work);
	pthread_mutex_unlock(&pool.lock);
}

static void pool_shutdown(void)
{
	pthread_mutex_lock(&pool.lock);
	pool.stopping = 1;
	pthread_cond_broadcast(&pool.work);
	pthread_mutex_unlock(&pool.lock);
}

void *pool_worker(void *arg)
{
	(void)arg;
	for (;;) {
		pthread_mutex_lock(&pool.lock);
		while (pool.pending == 0 && !pool.stopping)
			pthread_cond_wait(&pool.work, &pool.lock);
		if (pool.stopping) {
			pthread_mutex_unlock(&pool.lock);
			break;
		}
		pool.pending = pool.pending - 1;
		pool.done = pool.done + 1;
		pthread_mutex_unlock(&pool.lock);
	}
	return NULL;
}

int main(void)
{
	pthread_t w;
	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.work, NULL);
	pthread_create(&w, NULL, pool_worker, NULL);
	pool_submit();
	pool_submit();
	pool_shutdown();
	pthread_join(w, NULL);
	assert(pool.done == 2);
	printf("done = %d\n", pool.done);
	return 0;
}
