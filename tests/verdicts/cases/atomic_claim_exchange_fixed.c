/* A one-time claim with C11 atomics: each worker swaps 1 into the flag with atomic_exchange and
 * is the winner only when it got 0 back, so exactly one wins (the fixed version of
 * atomic_claim_load_store.c). Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int claimed;
atomic_int winners;

void *worker(void *arg)
{
	(void)arg;
	if (atomic_exchange(&claimed, 1) == 0)
		atomic_fetch_add(&winners, 1);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(winners == 1);
	return 0;
}
