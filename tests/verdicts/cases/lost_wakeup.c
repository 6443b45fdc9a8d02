/* Lost wakeup: the waiter tests the flag before it takes the mutex, then waits without
 * testing again. When the finisher sets the flag and signals in between, the signal finds
 * nobody waiting and the waiter sleeps forever. Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: done_cv
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t done_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
int done = 0;

void *waiter(void *arg)
{
	(void)arg;
	if (!done) {
		pthread_mutex_lock(&done_lock);
		pthread_cond_wait(&done_cv, &done_lock);
		pthread_mutex_unlock(&done_lock);
	}
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
