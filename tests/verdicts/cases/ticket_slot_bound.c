/* Slots in a fixed array handed out with GCC's __atomic builtins: a writer checks that the
 * array is not full with a separate load, then takes its index with __atomic_fetch_add. Two
 * writers that both see one free slot both take an index, and the second runs off the end.
 * Written for mokert's verdict corpus.
 *
 * CLASS: atomic-bound
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: idx < CAP
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define CAP 2

static int events[CAP];
static int used = 1;

static int record_event(int ev)
{
	if (__atomic_load_n(&used, __ATOMIC_ACQUIRE) >= CAP)
		return -1;
	int idx = __atomic_fetch_add(&used, 1, __ATOMIC_ACQ_REL);
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
