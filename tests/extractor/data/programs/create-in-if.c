/* expect: errors: 0
 * pthread_create inside an if condition, thread handles in an array sized by a constant and in
 * malloc'd memory. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *work(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	done = done + 1;
	pthread_mutex_unlock(&m);
	return 0;
}

int main(void)
{
	pthread_t *ts = malloc(2 * sizeof(pthread_t));
	int i;
	for (i = 0; i < 2; i++)
		if (pthread_create(&ts[i], 0, work, 0) != 0)
			return 1;
	for (i = 0; i < 2; i++)
		pthread_join(ts[i], 0);
	assert(done == 2);
	free(ts);
	return 0;
}
