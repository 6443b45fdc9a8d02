/* idle_spawned_by_thread.c with the worker's stores in the right order: the value before the flag.
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
#include <semaphore.h>

static sem_t token;
static int ready;
static int value;

static void *worker(void *arg)
{
	sem_wait(&token);
	if (*(int *)arg) {
		value = 3;
		ready = 1;
	}
	return 0;
}

static void *dispatcher(void *unused)
{
	pthread_t w;
	int publish = 1;
	pthread_create(&w, 0, worker, &publish);
	sem_post(&token);
	sem_post(&token);
	if (ready)
		assert(value == 3);
	pthread_join(w, 0);
	return unused;
}

int main(void)
{
	pthread_t w, d;
	int publish = 0;
	sem_init(&token, 0, 0);
	pthread_create(&w, 0, worker, &publish);
	pthread_create(&d, 0, dispatcher, 0);
	pthread_join(d, 0);
	pthread_join(w, 0);
	return 0;
}
