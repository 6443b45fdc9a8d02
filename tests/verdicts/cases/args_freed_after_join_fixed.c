/* A thread argument struct malloc'd per thread, freed by the creator
 * after pthread_join: the worker has read it by then (the fixed version of
 * args_freed_by_creator.c). Written for mokert's verdict corpus.
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>

struct task {
	int id;
	int amount;
};

int total;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
	struct task *t = arg;
	pthread_mutex_lock(&total_lock);
	total = total + t->amount;
	pthread_mutex_unlock(&total_lock);
	return 0;
}

int main(void)
{
	pthread_t th;
	struct task *t = malloc(sizeof *t);
	t->id = 1;
	t->amount = 5;
	pthread_create(&th, 0, worker, t);
	pthread_join(th, 0);
	free(t);
	return 0;
}
