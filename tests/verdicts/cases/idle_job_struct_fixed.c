/* idle_job_struct.c with the publisher's stores in the right order: the result before the
 * flag. Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
		result = j->amount;
		posted = 1;
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
