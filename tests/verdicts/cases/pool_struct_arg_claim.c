/* A small thread pool: the pool (its mutex, condition variable, job array and the index of
 * the next job) is one struct handed to each worker by pointer. A worker reads the next index
 * under the lock but advances it after unlocking, so two workers can run the same job.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-pool
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: p->runs[i] == 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define NJOBS 2
#define NWORKERS 2

struct pool {
	pthread_mutex_t m;
	pthread_cond_t c;
	int n;
	int next;
	int done;
	int jobs[NJOBS];
	int runs[NJOBS];
};

static void *worker(void *arg)
{
	struct pool *p = arg;
	for (;;) {
		pthread_mutex_lock(&p->m);
		int i = p->next;
		pthread_mutex_unlock(&p->m);
		if (i >= p->n)
			break;
		p->next = i + 1;
		assert(p->runs[i] == 0);
		p->runs[i] = p->jobs[i];
		pthread_mutex_lock(&p->m);
		p->done++;
		if (p->done == p->n)
			pthread_cond_signal(&p->c);
		pthread_mutex_unlock(&p->m);
	}
	return NULL;
}

int main(void)
{
	static struct pool pool;
	pthread_t tid[NWORKERS];
	pthread_mutex_init(&pool.m, NULL);
	pthread_cond_init(&pool.c, NULL);
	pool.n = NJOBS;
	for (int i = 0; i < NJOBS; i++)
		pool.jobs[i] = 10 + i;
	for (int i = 0; i < NWORKERS; i++)
		pthread_create(&tid[i], NULL, worker, &pool);
	pthread_mutex_lock(&pool.m);
	while (pool.done < pool.n)
		pthread_cond_wait(&pool.c, &pool.m);
	pthread_mutex_unlock(&pool.m);
	for (int i = 0; i < NWORKERS; i++)
		pthread_join(tid[i], NULL);
	printf("runs %d %d\n", pool.runs[0], pool.runs[1]);
	return 0;
}
