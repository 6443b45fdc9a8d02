/* expect: assertion violated
 * The shared counter lives in malloc'd memory: the model's heap is in the state, so the lost
 * update of two unlocked `c->hits++` is found. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct counter {
	int hits;
};

struct counter *shared;

void *worker(void *arg)
{
	(void)arg;
	shared->hits++;
	return 0;
}

int main(void)
{
	pthread_t a, b;
	shared = malloc(sizeof *shared);
	shared->hits = 0;
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(shared->hits == 2);
	free(shared);
	return 0;
}
