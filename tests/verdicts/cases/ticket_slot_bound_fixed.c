/* Slots in a fixed array handed out with GCC's __atomic builtins: the index that
 * __atomic_fetch_add returns is the one checked, and a writer that got no slot gives its
 * ticket back. Written for mokert's verdict corpus.
 *
 * CLASS: atomic-bound
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define CAP 2

static int events[CAP];
static int used = 1;

static int record_event(int ev)
{
	int idx = __atomic_fetch_add(&used, 1, __ATOMIC_ACQ_REL);
	if (idx >= CAP) {
		__atomic_fetch_sub(&used, 1, __ATOMIC_ACQ_REL);
		return -1;
	}
	assert(idx < CAP);
	events[idx] = ev;
	return idx;
}

static void *tracer(void *arg)
{
	record_event((int)(long)arg);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	events[0] = 1;
	pthread_create(&a, NULL, tracer, (void *)2L);
	pthread_create(&b, NULL, tracer, (void *)3L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("used %d\n", used);
	return 0;
}
