/* A hit counter kept with GCC's __atomic builtins, incremented with __atomic_fetch_add: no
 * update is lost (the fixed version of gcc_atomic_load_store_counter.c). Written for mokert's
 * verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

int hits;

void *worker(void *arg)
{
	(void)arg;
	__atomic_fetch_add(&hits, 1, __ATOMIC_SEQ_CST);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(hits == 2);
	return 0;
}
