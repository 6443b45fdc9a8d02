/* Three workers share a heap-allocated result block; each adds its part under the block's
 * mutex and counts itself out, and the last one out frees the block. The count is read again
 * after unlocking, so two workers can both see zero and both free it (glibc aborts on the
 * double free). Written for mokert's verdict corpus.
 *
 * CLASS: double-free
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define NWORKERS 3

struct result {
	pthread_mutex_t lock;
	int active;
	int sum;
};

static void *worker(void *arg)
{
	struct result *r = arg;
	pthread_mutex_lock(&r->lock);
	r->sum += 1;
	r->active--;
	pthread_mutex_unlock(&r->lock);
	if (r->active == 0) {
		printf("sum %d\n", r->sum);
		pthread_mutex_destroy(&r->lock);
		free(r);
	}
	return NULL;
}

int main(void)
{
	pthread_t tid[NWORKERS];
	struct result *r = malloc(sizeof(*r));
	if (r == NULL)
		return 1;
	pthread_mutex_init(&r->lock, NULL);
	r->active = NWORKERS;
	r->sum = 0;
	for (int i = 0; i < NWORKERS; i++)
		pthread_create(&tid[i], NULL, worker, r);
	for (int i = 0; i < NWORKERS; i++)
		pthread_join(tid[i], NULL);
	return 0;
}
