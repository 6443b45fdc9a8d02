/* Two workers claim a job number from a shared cursor under a lock and hand it back through
 * pthread_exit(); main joins both and checks they differ. Correct (the model once read NULL
 * from both joins and reported the check failing).
 * Written for mokert's verdict corpus.
 *
 * CLASS: join-value
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static pthread_mutex_t cursor_mu = PTHREAD_MUTEX_INITIALIZER;
static int next_job = 1;

static void *claimer(void *arg)
{
	int mine;
	(void)arg;
	pthread_mutex_lock(&cursor_mu);
	mine = next_job;
	next_job = mine + 1;
	pthread_mutex_unlock(&cursor_mu);
	pthread_exit((void *)(intptr_t)mine);
}

int main(void)
{
	pthread_t a, b;
	void *ra, *rb;
	pthread_create(&a, NULL, claimer, NULL);
	pthread_create(&b, NULL, claimer, NULL);
	pthread_join(a, &ra);
	pthread_join(b, &rb);
	assert(ra != rb);
	return 0;
}
