/* Reference counting with C11 atomics: each user drops its reference with atomic_fetch_sub, and the
 * value it returns says whether it was the last: only one user frees the object (the fixed
 * version). Written for mokert's verdict corpus.
 *
 * CLASS: double-free
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct buf {
	atomic_int refs;
	int data;
};

struct buf *shared;

void *user(void *arg)
{
	struct buf *b = arg;
	b->data = b->data + 1;
	if (atomic_fetch_sub(&b->refs, 1) == 1)
		free(b);
	return 0;
}

int main(void)
{
	pthread_t t1, t2;
	shared = malloc(sizeof *shared);
	atomic_init(&shared->refs, 2);
	shared->data = 0;
	pthread_create(&t1, 0, user, shared);
	pthread_create(&t2, 0, user, shared);
	pthread_join(t1, 0);
	pthread_join(t2, 0);
	return 0;
}
