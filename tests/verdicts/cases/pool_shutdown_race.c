/* Thread-pool shutdown race: pool_shutdown() raises `stopping` and broadcasts without the
 * pool's lock. A worker that has just tested the queue (empty, not stopping) under the lock
 * and is about to wait misses the broadcast and waits forever; main's join never returns.
 * Written for mokert's verdict corpus.
 *
 * CLASS: pool-shutdown
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: pool.work
 * EXPECT-EXIT: 1
 */
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
	pool.stopping = 1;
	pthread_cond_broadcast(&pool.work);
}

void *pool_worker(void *arg)
{
	(void)arg;
	for (;;) {
		pthread_mutex_lock(&pool.lock);
		while (pool.pending == 0 && !pool.stopping)
			pthread_cond_wait(&pool.work, &pool.lock);
		if (pool.pending == 0) {
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
	pool_shutdown();
	pthread_join(w, NULL);
	printf("done = %d\n", pool.done);
	return 0;
}
