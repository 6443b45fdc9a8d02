/* The id allocator's function-level static counter, taken under the allocator's own static
 * mutex: every session gets its own id. Written for mokert's verdict corpus.
 *
 * CLASS: static-local
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int ids[2];

static int alloc_id(void)
{
	static pthread_mutex_t id_lock = PTHREAD_MUTEX_INITIALIZER;
	static int next_id = 100;
	pthread_mutex_lock(&id_lock);
	int id = next_id;
	next_id = id + 1;
	pthread_mutex_unlock(&id_lock);
	return id;
}

static void *open_session(void *arg)
{
	int slot = (int)(long)arg;
	ids[slot] = alloc_id();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, open_session, (void *)0L);
	pthread_create(&b, NULL, open_session, (void *)1L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(ids[0] != ids[1]);
	printf("ids %d %d\n", ids[0], ids[1]);
	return 0;
}
