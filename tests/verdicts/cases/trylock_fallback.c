/* trylock with a fallback path: when the statistics lock is busy, the worker counts the
 * event anyway, without the lock, and races with the holder: an update is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: events == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
int events = 0;

void *worker(void *arg)
{
	(void)arg;
	if (pthread_mutex_trylock(&stats_lock) == 0) {
		int e = events;
		events = e + 1;
		pthread_mutex_unlock(&stats_lock);
	} else {
		int e = events;
		events = e + 1;
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, NULL);
	pthread_create(&b, NULL, worker, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(events == 2);
	printf("events = %d\n", events);
	return 0;
}
