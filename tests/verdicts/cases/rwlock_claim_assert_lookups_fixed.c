/* The fixed twin of rwlock_claim_assert_lookups: register_key() takes the write lock; the
 * assertion with two lookup() calls joined by && holds.
 * Written for mokert's verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
#include <stdbool.h>

#define SLOTS 2

struct entry {
	bool used;
	int key;
};

static pthread_rwlock_t tab_lock = PTHREAD_RWLOCK_INITIALIZER;
static struct entry table[SLOTS];

static int lookup(int key)
{
	int found = -1;
	pthread_rwlock_rdlock(&tab_lock);
	for (int i = 0; i < SLOTS; i++)
		if (table[i].used && table[i].key == key)
			found = i;
	pthread_rwlock_unlock(&tab_lock);
	return found;
}

static int register_key(int key)
{
	int slot = -1;
	pthread_rwlock_wrlock(&tab_lock);
	for (int i = 0; i < SLOTS; i++) {
		if (!table[i].used) {
			table[i].used = true;
			table[i].key = key;
			slot = i;
			break;
		}
	}
	pthread_rwlock_unlock(&tab_lock);
	return slot;
}

static void *client(void *arg)
{
	int key = (int)(long)arg;
	register_key(key);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, client, (void *)10L);
	pthread_create(&b, NULL, client, (void *)20L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(lookup(10) >= 0 && lookup(20) >= 0);
	return 0;
}
