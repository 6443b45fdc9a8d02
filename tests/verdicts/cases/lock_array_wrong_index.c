/* An array of mutexes, one per bucket: the writer of bucket 1 takes the lock of bucket 0 by
 * an off-by-one, so two threads update bucket 1 under different locks and one update is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: buckets[1] == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t bucket_locks[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int buckets[2];

void *add_right(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&bucket_locks[1]);
	int v = buckets[1];
	buckets[1] = v + 1;
	pthread_mutex_unlock(&bucket_locks[1]);
	return NULL;
}

void *add_off_by_one(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&bucket_locks[0]);
	int v = buckets[1];
	buckets[1] = v + 1;
	pthread_mutex_unlock(&bucket_locks[0]);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, add_right, NULL);
	pthread_create(&b, NULL, add_off_by_one, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(buckets[1] == 2);
	printf("bucket 1 = %d\n", buckets[1]);
	return 0;
}
