/* Fixed: the last to arrive wakes every waiter with pthread_cond_broadcast.
 * Written for mokert's verdict corpus.
 *
 * CLASS: barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t barrier_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all_here = PTHREAD_COND_INITIALIZER;
int arrived = 0;

static void barrier_wait(void)
{
	pthread_mutex_lock(&barrier_lock);
	arrived = arrived + 1;
	if (arrived == 3)
		pthread_cond_broadcast(&all_here);
	else
		while (arrived < 3)
			pthread_cond_wait(&all_here, &barrier_lock);
	pthread_mutex_unlock(&barrier_lock);
}

void *worker(void *arg)
{
	(void)arg;
	barrier_wait();
	return NULL;
}

int main(void)
{
	pthread_t t[3];
	int i;
	for (i = 0; i < 3; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (i = 0; i < 3; i++)
		pthread_join(t[i], NULL);
	puts("all passed");
	return 0;
}
