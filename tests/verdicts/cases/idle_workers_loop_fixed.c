/* idle_workers_loop.c with the worker's stores in the right order: the value before the flag.
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

#define WORKERS 3

static sem_t token;
static int has_work[WORKERS];
static int filled;
static int data;

static void *worker(void *arg)
{
	sem_wait(&token);
	int slot = *(int *)arg;
	if (has_work[slot]) {
		data = 5;
		filled = 1;
	}
	return 0;
}

int main(void)
{
	pthread_t t[WORKERS];
	int slots[WORKERS];
	int i;
	sem_init(&token, 0, 0);
	has_work[WORKERS - 1] = 1;
	for (i = 0; i < WORKERS; i++) {
		slots[i] = i;
		pthread_create(&t[i], 0, worker, &slots[i]);
	}
	sem_post(&token);
	if (filled)
		assert(data == 5);
	sem_post(&token);
	sem_post(&token);
	for (i = 0; i < WORKERS; i++)
		pthread_join(t[i], 0);
	return 0;
}
