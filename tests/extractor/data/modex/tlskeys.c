/* Thread-specific data (pthread_key_create, pthread_setspecific, pthread_getspecific) is each
 * thread's own (written for mokert). Inside pan all model threads are one real thread: real calls
 * would give both workers the value the last one set, and keep it outside the state SPIN stores.
 * A thread started under a pid SPIN reuses starts with no value. */
#include <pthread.h>
#include <assert.h>

pthread_key_t key;
int ids[3] = {1, 2, 3};

void *
worker(void *arg)
{
	int *before = pthread_getspecific(key);
	assert(before == 0);
	pthread_setspecific(key, arg);
	int *back = pthread_getspecific(key);
	assert(back == arg);
	return 0;
}

int
main(void)
{	pthread_t a, b, c;

	pthread_key_create(&key, 0);
	pthread_create(&a, 0, worker, &ids[0]);
	pthread_create(&b, 0, worker, &ids[1]);
	pthread_join(a, 0);
	pthread_create(&c, 0, worker, &ids[2]);
	pthread_join(b, 0);
	pthread_join(c, 0);
	assert(pthread_getspecific(key) == 0);
	pthread_key_delete(key);
	return 0;
}
