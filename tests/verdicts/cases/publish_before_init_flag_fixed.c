/* Fixed: value and flag are written and read under one mutex, value first.
 * Written for mokert's verdict corpus.
 *
 * CLASS: publish-before-init
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t pub_lock = PTHREAD_MUTEX_INITIALIZER;
int ready = 0;
int value = 0;

void *publisher(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&pub_lock);
	value = 42;
	ready = 1;
	pthread_mutex_unlock(&pub_lock);
	return NULL;
}

void *consumer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&pub_lock);
	if (ready) {
		int got = value;
		assert(got == 42);
	}
	pthread_mutex_unlock(&pub_lock);
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&p, NULL, publisher, NULL);
	pthread_create(&c, NULL, consumer, NULL);
	pthread_join(p, NULL);
	pthread_join(c, NULL);
	printf("value = %d\n", value);
	return 0;
}
