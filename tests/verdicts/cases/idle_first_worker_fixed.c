/* idle_first_worker.c with the publisher's stores in the right order: the value before the
 * flag. Main sees the flag only once the value is there. Written for mokert's verdict corpus.
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

static sem_t start;
static int ready;
static int value;

static void *worker(void *arg)
{
	sem_wait(&start);
	if (*(int *)arg) {
		value = 42;
		ready = 1;
	}
	return 0;
}

int main(void)
{
	pthread_t idle, pub;
	int no = 0, yes = 1;
	sem_init(&start, 0, 0);
	pthread_create(&idle, 0, worker, &no);
	pthread_create(&pub, 0, worker, &yes);
	sem_post(&start);
	if (ready)
		assert(value == 42);
	sem_post(&start);
	pthread_join(idle, 0);
	pthread_join(pub, 0);
	return 0;
}
