/* expect: assertion violated
 * Each worker writes its own slot of a global array, indexed by the id it was given; the ids
 * come from one shared counter read and bumped without the lock, so two workers can take the
 * same slot and one result is lost. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#define WORKERS 2
int results[WORKERS];
int next_slot;

void *worker(void *arg)
{
	(void)arg;
	int id = next_slot;
	next_slot = id + 1;
	if (id < WORKERS)
		results[id] = results[id] + 1;
	return NULL;
}

int main(void)
{
	pthread_t t[WORKERS];
	int i;
	for (i = 0; i < WORKERS; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (i = 0; i < WORKERS; i++)
		pthread_join(t[i], NULL);
	assert(results[0] + results[1] == WORKERS);
	return 0;
}
