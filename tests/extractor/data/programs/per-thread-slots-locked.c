/* expect: errors: 0
 * The same workers taking their slot id under a mutex: every slot is written once. Written for
 * mokert. */
#include <assert.h>
#include <pthread.h>

#define WORKERS 2
int results[WORKERS];
int next_slot;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lock);
	int id = next_slot;
	next_slot = id + 1;
	pthread_mutex_unlock(&lock);
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
