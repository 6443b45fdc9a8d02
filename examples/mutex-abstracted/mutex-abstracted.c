/* Two threads increment a shared counter inside a mutex. The translation script maps the
 * mutex calls to `skip`, so the model has no lock and SPIN reports a lost update; the real
 * program cannot follow that interleaving (the second thread blocks on the mutex that the
 * parked first thread holds), so the replay is STALLED. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;

void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	int tmp = counter;
	tmp = tmp + 1;
	counter = tmp;
	pthread_mutex_unlock(&m);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, NULL, worker, NULL);
	pthread_create(&t2, NULL, worker, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	assert(counter == 2);
	printf("counter = %d\n", counter);
	return 0;
}
