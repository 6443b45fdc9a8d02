/* A mailbox holding a tagged union: the sender sets `full` and signals in one critical
 * section and writes the kind and payload in the next, so the receiver can see the old
 * pair payload.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: box.m.kind == K_INT
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

enum kind { K_INT, K_PAIR };
union payload {
	int i;
	struct { short lo, hi; } pair;
};
struct msg {
	enum kind kind;
	union payload p;
};
struct mailbox {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	bool full;
	struct msg m;
};
static struct mailbox box = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER };

static void *sender(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&box.mu);
	box.full = true;		/* BUG: published before the payload */
	pthread_cond_signal(&box.cv);
	pthread_mutex_unlock(&box.mu);
	pthread_mutex_lock(&box.mu);
	box.m.kind = K_INT;
	box.m.p.i = 42;
	pthread_mutex_unlock(&box.mu);
	return NULL;
}

static void *receiver(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&box.mu);
	while (!box.full)
		pthread_cond_wait(&box.cv, &box.mu);
	assert(box.m.kind == K_INT && box.m.p.i == 42);
	box.full = false;
	pthread_mutex_unlock(&box.mu);
	return NULL;
}

int main(void)
{
	pthread_t s, r;
	box.m.kind = K_PAIR;
	box.m.p.pair.lo = 1;
	box.m.p.pair.hi = 2;
	pthread_create(&r, NULL, receiver, NULL);
	pthread_create(&s, NULL, sender, NULL);
	pthread_join(s, NULL);
	pthread_join(r, NULL);
	return 0;
}
