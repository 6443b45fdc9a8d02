/* expect: assertion violated
 * Two threads do counter++ with no lock: the load and the store of counter++ are two steps, so
 * both can load 0 and the final assertion fails (a lost update). Written for mokert. */
#include <assert.h>
#include <pthread.h>

int counter = 0;

void *worker(void *arg)
{
	(void)arg;
	counter++;
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
