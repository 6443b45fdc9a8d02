/* A lookup table guarded by a reader-writer lock: lookups take the read lock, and also count
 * themselves in a statistics field under a mutex of its own, so no count is lost while readers
 * run together (the fixed version of rwlock_stats_under_rdlock.c). Written for mokert's
 * verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
int table[4] = {3, 1, 4, 1};
int lookups;
pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;

void *reader(void *arg)
{
	int k = (int)(long)arg;
	int v;
	pthread_rwlock_rdlock(&table_lock);
	v = table[k];
	pthread_mutex_lock(&stats_lock);
	lookups = lookups + 1;
	pthread_mutex_unlock(&stats_lock);
	pthread_rwlock_unlock(&table_lock);
	(void)v;
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, reader, (void *)1L);
	pthread_create(&b, 0, reader, (void *)2L);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(lookups == 2);
	return 0;
}
