/* Fixed lost wakeup: the flag is tested under the mutex, in a loop around the wait.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t done_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
int done = 0;

void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&done_lock);
	while (!done)
		pthread_cond_wait(&done_cv, &done_lock);
	pthread_mutex_unlock(&done_lock);
	return NULL;
}

void *finisher(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&done_lock);
	done = 1;
	pthread_cond_signal(&done_cv);
	pthread_mutex_unlock(&done_lock);
	return NULL;
}

int main(void)
{
	pthread_t w, f;
	pthread_create(&w, NULL, waiter, NULL);
	pthread_create(&f, NULL, finisher, NULL);
	pthread_join(w, NULL);
	pthread_join(f, NULL);
	printf("done = %d\n", done);
	return 0;
}
