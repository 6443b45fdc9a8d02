/* A Modex harness that runs one worker function twice (`run p_worker(); run p_worker()`) and
 * then checks the count: the worker's `hits++` is no single step, the two runs lose an update.
 * A real bug (the program starts the worker in two threads). Before, the model took the global
 * for one thread's (the script's runs were not counted), kept `hits++` one step and proved the
 * program safe. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_same_worker_twice.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

int hits;

void *worker(void *arg)
{
	hits++;
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
