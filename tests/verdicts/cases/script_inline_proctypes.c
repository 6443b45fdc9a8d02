/* A Modex user's harness extracts a helper as an inline (`%X -i bump`) and calls it from two
 * proctypes of its own (`active [2] proctype w() { bump() }`); the program calls bump() from
 * two threads. bump() reads the count into a temporary and writes it back: two threads can
 * both read 0. Before, the inline's temporary belonged to a proctype that does not exist
 * (`Pp_bump->t`, pan did not compile) and the count was taken for one process's (its update one
 * step). Each proctype that expands the inline now has its own copy, with its own temporaries.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_inline_proctypes.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int count;

void bump(void)
{
	int t = count;
	count = t + 1;
}

static void *worker(void *arg)
{
	bump();
	return arg;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(count == 2);
	return 0;
}
