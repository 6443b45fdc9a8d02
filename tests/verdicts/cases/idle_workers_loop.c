/* A pool created in a loop over an array of handles, one job slot each: every worker waits for
 * a start token, and only the last slot holds work, a record whose flag it sets before the
 * data. Main posts one token and reads the data once it sees the flag. In the counterexample
 * the last worker takes the token and the first two never run: the replay must force the third
 * C thread created. Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: data == 5
 * EXPECT-EXIT: 1
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
		filled = 1;
		data = 5;
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
