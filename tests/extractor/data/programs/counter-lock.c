/* expect: errors: 0
 * counter++ under a mutex: no update is lost. Written for mokert. */
#include <assert.h>
#include <pthread.h>

int counter = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lock);
	counter++;
	pthread_mutex_unlock(&lock);
	return 0;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, worker, 0);
	pthread_create(&t2, 0, worker, 0);
	pthread_join(t1, 0);
	pthread_join(t2, 0);
	assert(counter == 2);
	return 0;
}
