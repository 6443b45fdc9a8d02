/* A thread created by another thread: main creates one worker that waits for a start token,
 * then a dispatcher thread; the dispatcher creates a second worker of the same function and
 * posts a token for each. The dispatcher's worker sets its flag before its value, and the
 * dispatcher reads the value once it sees the flag. In the counterexample main's worker never
 * runs: the replay must force the worker the dispatcher created, the second one created in C.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: value == 3
 * EXPECT-EXIT: 1
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
		ready = 1;
		value = 3;
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
