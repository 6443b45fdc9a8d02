/* Slots of a global table claimed by thread with __sync_bool_compare_and_swap: a worker takes a
 * slot only when it is still 0 at the swap, so each id lands in a slot of its own (the fixed
 * version of sync_cas_slot_test_then_set.c). Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

int slot[2];

void *worker(void *arg)
{
	int id = (int)(long)arg;
	int i;
	for (i = 0; i < 2; i++) {
		if (__sync_bool_compare_and_swap(&slot[i], 0, id))
			break;
	}
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, (void *)1L);
	pthread_create(&b, 0, worker, (void *)2L);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(slot[0] + slot[1] == 3);
	return 0;
}
