/* A lookup table guarded by a reader-writer lock: lookups take the read lock, and also count
 * themselves in a statistics field under that same read lock. Readers run together, so two
 * lookups can lose one count. Written for mokert's verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: lookups == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
int table[4] = {3, 1, 4, 1};
int lookups;

void *reader(void *arg)
{
	int k = (int)(long)arg;
	int v;
	pthread_rwlock_rdlock(&table_lock);
	v = table[k];
	lookups = lookups + 1;
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
