/* A thread argument struct malloc'd per thread, freed by the creator right after
 * pthread_create: the worker may read it after the free. Written for mokert's verdict corpus.
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
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
	free(t);
	pthread_join(th, 0);
	return 0;
}
