/* Two workers claim a job number from a shared cursor without a lock and hand it back
 * through pthread_exit(); main joins both, reads the numbers and checks they differ. Both can
 * read the cursor before either writes it back and claim the same job. (The model kept no
 * thread's value: both joins read NULL, and the real bug came back NOT_REPRODUCED.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: join-value
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ra != rb
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static int next_job = 1;

static void *claimer(void *arg)
{
	int mine;
	(void)arg;
	mine = next_job;
	next_job = mine + 1;
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
