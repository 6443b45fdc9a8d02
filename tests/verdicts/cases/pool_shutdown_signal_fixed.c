/* pool_shutdown_signal.c with the stop broadcast: every sleeping worker wakes, sees `stop`
 * and leaves. Written for mokert's verdict corpus.
 *
 * CLASS: pool-shutdown
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

struct pool {
	pthread_mutex_t lock;
	pthread_cond_t have_work;
	int queued;
	int stop;
	int ran;
};

static struct pool pool;

static void *worker(void *arg)
{
	struct pool *p = arg;

	pthread_mutex_lock(&p->lock);
	for (;;) {
		while (p->queued == 0 && !p->stop)
			pthread_cond_wait(&p->have_work, &p->lock);
		if (p->queued == 0)
			break;
		p->queued = p->queued - 1;
		p->ran = p->ran + 1;
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

static void pool_stop(struct pool *p)
{
	pthread_mutex_lock(&p->lock);
	p->stop = 1;
	pthread_cond_broadcast(&p->have_work);
	pthread_mutex_unlock(&p->lock);
}

int main(void)
{
	pthread_t w1, w2;

	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.have_work, NULL);
	pthread_create(&w1, NULL, worker, &pool);
	pthread_create(&w2, NULL, worker, &pool);
	pool_stop(&pool);
	pthread_join(w1, NULL);
	pthread_join(w2, NULL);
	printf("ran %d\n", pool.ran);
	return 0;
}
