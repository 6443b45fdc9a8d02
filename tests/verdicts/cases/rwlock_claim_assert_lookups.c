/* A session table behind a pthread_rwlock_t: register_key() claims a free slot under the read
 * lock, so two clients can claim the same slot. main checks with
 * `assert(lookup(10) >= 0 && lookup(20) >= 0)`: the second call runs only when the first passes.
 * Before, the model left that call in the assertion's C, where pan ran the aborting stand-in of
 * a function it expands (exit 2); now the left side picks a branch and the right side's call is
 * expanded in it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: lookup(10) >= 0 && lookup(20) >= 0
 * EXPECT-EXIT: 1
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
	pthread_rwlock_rdlock(&tab_lock);
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
