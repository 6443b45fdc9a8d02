/* An id allocator keeps its counter in a function-level static: `return next_id++` with no
 * lock. Two sessions opened at once can get the same id. Written for mokert's verdict corpus.
 *
 * CLASS: static-local
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ids[0] != ids[1]
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int ids[2];

static int alloc_id(void)
{
	static int next_id = 100;
	int id = next_id;
	next_id = id + 1;
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
