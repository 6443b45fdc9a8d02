/* Three-thread lock cycle: philosopher i takes fork i then fork i+1 (mod 3). When each
 * holds its first fork, every one waits for the next. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-3-threads
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: fork0
 * EXPECT-REASON: fork1
 * EXPECT-REASON: fork2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t fork0 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t fork1 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t fork2 = PTHREAD_MUTEX_INITIALIZER;
int meals = 0;

void *philosopher0(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&fork0);
	pthread_mutex_lock(&fork1);
	meals = meals + 1;
	pthread_mutex_unlock(&fork1);
	pthread_mutex_unlock(&fork0);
	return NULL;
}

void *philosopher1(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&fork1);
	pthread_mutex_lock(&fork2);
	meals = meals + 1;
	pthread_mutex_unlock(&fork2);
	pthread_mutex_unlock(&fork1);
	return NULL;
}

void *philosopher2(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&fork2);
	pthread_mutex_lock(&fork0);
	meals = meals + 1;
	pthread_mutex_unlock(&fork0);
	pthread_mutex_unlock(&fork2);
	return NULL;
}

int main(void)
{
	pthread_t p0, p1, p2;
	pthread_create(&p0, NULL, philosopher0, NULL);
	pthread_create(&p1, NULL, philosopher1, NULL);
	pthread_create(&p2, NULL, philosopher2, NULL);
	pthread_join(p0, NULL);
	pthread_join(p1, NULL);
	pthread_join(p2, NULL);
	printf("meals = %d\n", meals);
	return 0;
}
