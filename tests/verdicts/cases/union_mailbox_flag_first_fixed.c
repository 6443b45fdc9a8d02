/* union_mailbox_flag_first.c with the payload written before the flag, in one critical
 * section.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	box.m.kind = K_INT;
	box.m.p.i = 42;
	box.full = true;
	pthread_cond_signal(&box.cv);
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
