/* Two workers of one start function wait on one start semaphore and are told apart by their
 * argument: main creates the idle one first and the publishing one second, and posts the
 * semaphore once before it checks. The publisher sets the flag before the value and main reads
 * the value once it sees the flag; the counterexample never runs the idle worker (it stays in
 * its first wait). The replay must force the second C thread created, not the first. Written
 * for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: value == 42
 * EXPECT-EXIT: 1
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
		ready = 1;
		value = 42;
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
