/* Fixed: the waiter checks `ready` under the mutex, in a loop around the wait, so a signal
 * sent before it waits is never lost. Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t started_cv = PTHREAD_COND_INITIALIZER;
int ready = 0;

void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&start_lock);
	while (ready == 0)
		pthread_cond_wait(&started_cv, &start_lock);
	pthread_mutex_unlock(&start_lock);
	return NULL;
}

void *starter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&start_lock);
	ready = 1;
	pthread_cond_signal(&started_cv);
	pthread_mutex_unlock(&start_lock);
	return NULL;
}

int main(void)
{
	pthread_t w, s;
	pthread_create(&w, NULL, waiter, NULL);
	pthread_create(&s, NULL, starter, NULL);
	pthread_join(w, NULL);
	pthread_join(s, NULL);
	puts("started");
	return 0;
}
