/* Workers of one start function get a heap job each (a struct saying what to do) and take a
 * gate mutex before they look at it; main holds the gate while it creates them. The first job
 * is a no-op, the second publishes a result with its flag set before its value. Once main
 * opens the gate, the publisher (created second) goes first in the counterexample and the
 * no-op worker never runs; main reads the value when it sees the flag. The replay must force
 * the second C thread created. Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: result == 7
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct job {
	int publish;
	int amount;
};

static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
static int posted;
static int result;

static void *worker(void *arg)
{
	pthread_mutex_lock(&gate);
	struct job *j = arg;
	if (j->publish) {
		posted = 1;
		result = j->amount;
	}
	pthread_mutex_unlock(&gate);
	return 0;
}

int main(void)
{
	pthread_t noop, pub;
	struct job *a = malloc(sizeof *a);
	struct job *b = malloc(sizeof *b);
	a->publish = 0;
	a->amount = 0;
	b->publish = 1;
	b->amount = 7;
	pthread_mutex_lock(&gate);
	pthread_create(&noop, 0, worker, a);
	pthread_create(&pub, 0, worker, b);
	pthread_mutex_unlock(&gate);
	if (posted)
		assert(result == 7);
	pthread_join(noop, 0);
	pthread_join(pub, 0);
	free(a);
	free(b);
	return 0;
}
