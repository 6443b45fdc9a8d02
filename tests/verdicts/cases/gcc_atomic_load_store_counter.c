/* A hit counter kept with GCC's __atomic builtins, but incremented as an atomic load followed by
 * an atomic store: each access is atomic, the increment is not, and two workers can both
 * store the same value. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int hits;

void *worker(void *arg)
{
	int seen;
	(void)arg;
	seen = __atomic_load_n(&hits, __ATOMIC_SEQ_CST);
	__atomic_store_n(&hits, seen + 1, __ATOMIC_SEQ_CST);
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
