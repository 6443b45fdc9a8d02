/* Fixed lost update: the helper takes the mutex around the read-modify-write, so both hits
 * are counted. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;
int hits = 0;

static void record_hit(void)
{
	pthread_mutex_lock(&hits_lock);
	int seen = hits;
	hits = seen + 1;
	pthread_mutex_unlock(&hits_lock);
}

void *worker(void *arg)
{
	(void)arg;
	record_hit();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, NULL);
	pthread_create(&b, NULL, worker, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(hits == 2);
	printf("hits = %d\n", hits);
	return 0;
}
