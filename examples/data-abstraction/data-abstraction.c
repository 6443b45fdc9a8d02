/* Two threads take a ticket from a shared counter under a mutex. A ticket above `limit`
 * would be an overflow and resets the counter to -1; with two threads and limit 10 that
 * never happens. The translation script hides the guard (the model drops `limit`), so
 * the model may take the overflow branch and SPIN reports a negative counter; on the real
 * data the guard is false, the replay reaches the last step and nothing fails:
 * NOT_REPRODUCED. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;
int limit = 10;

void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	int seen = counter;
	if (seen > limit)
		counter = -1;
	else
		counter = seen + 1;
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
	assert(counter >= 0);
	printf("counter = %d\n", counter);
	return 0;
}
