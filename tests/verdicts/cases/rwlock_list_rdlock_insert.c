/* A read-write lock protecting a list, with an insert done under the read lock: two
 * registrations append to a table of handlers; register_handler() takes the lock for
 * reading (it was copied from the lookup path), so both appends read the same length and
 * one handler overwrites the other. Written for mokert's verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: handlers.len == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define MAX_HANDLERS 4

struct handler_table {
	pthread_rwlock_t lock;
	int ids[MAX_HANDLERS];
	int len;
};

static struct handler_table handlers;

static int find_handler(int id)
{
	int found = 0;

	pthread_rwlock_rdlock(&handlers.lock);
	for (int i = 0; i < handlers.len; i++)
		if (handlers.ids[i] == id)
			found = 1;
	pthread_rwlock_unlock(&handlers.lock);
	return found;
}

static void register_handler(int id)
{
	pthread_rwlock_rdlock(&handlers.lock);
	int n = handlers.len;
	handlers.ids[n] = id;
	handlers.len = n + 1;
	pthread_rwlock_unlock(&handlers.lock);
}

static void *net_init(void *arg)
{
	(void)arg;
	register_handler(7);
	return NULL;
}

static void *disk_init(void *arg)
{
	(void)arg;
	register_handler(9);
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_rwlock_init(&handlers.lock, NULL);
	pthread_create(&a, NULL, net_init, NULL);
	pthread_create(&b, NULL, disk_init, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(handlers.len == 2);
	printf("net %d disk %d\n", find_handler(7), find_handler(9));
	return 0;
}
