/* script_harness_same_worker_twice.c with the count taken under a mutex: the harness's check
 * holds. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_same_worker_twice_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

int hits;
pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
	pthread_mutex_lock(&hits_lock);
	hits++;
	pthread_mutex_unlock(&hits_lock);
	return arg;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return hits == 2 ? 0 : 1;
}
