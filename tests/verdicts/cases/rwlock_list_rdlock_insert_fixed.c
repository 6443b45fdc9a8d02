/* rwlock_list_rdlock_insert.c with the insert under the write lock: the appends exclude each
 * other (lookups may still share the read lock). Written for mokert's verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	pthread_rwlock_wrlock(&handlers.lock);
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
