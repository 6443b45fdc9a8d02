/* A one-time claim with C11 atomics done as check-then-act: each worker loads the flag and, when
 * it is clear, stores 1 and counts itself the winner. Both can load 0 before either stores, and
 * two winners run the job meant for one. Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: winners == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int claimed;
atomic_int winners;

void *worker(void *arg)
{
	(void)arg;
	if (atomic_load(&claimed) == 0) {
		atomic_store(&claimed, 1);
		atomic_fetch_add(&winners, 1);
	}
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
