/* A false alarm a Modex user's script makes: the join becomes `skip`, so the model checks
 * the result before the worker wrote it. The code cannot get past the join before the worker
 * ends: the verdict must be a false alarm (NOT_REPRODUCED when the worker, which never ran in
 * the counterexample, runs on its own; STALLED naming the join when it is held back). Written
 * for mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_join_abstracted_false.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: NOT_REPRODUCED|STALLED
 * EXPECT-EXIT: 4
 */
#include <assert.h>
#include <pthread.h>

static int answer;

static void *compute(void *unused)
{
	answer = 6 * 7;
	return unused;
}

int main(void)
{
	pthread_t worker;
	pthread_create(&worker, 0, compute, 0);
	pthread_join(worker, 0);
	assert(answer == 42);
	return 0;
}
