/* A TACAS-style task: the error is a jump to the label ERROR, which the user's script maps to
 * an assertion (`goto ERROR<TAB>assert(false)`). Two visitors count without a lock, so one
 * visit can be lost and main jumps to ERROR. The rule must apply to the jump (before, jumps
 * were never looked up: the model had no assertion and the search proved the bug away).
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_goto_error.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: goto ERROR
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

int visits;

static void *visitor(void *unused)
{
	int seen;
	seen = visits;
	visits = seen + 1;
	return unused;
}

int main(void)
{
	pthread_t one, two;
	pthread_create(&one, 0, visitor, 0);
	pthread_create(&two, 0, visitor, 0);
	pthread_join(one, 0);
	pthread_join(two, 0);
	if (visits != 2)
		goto ERROR;
	return 0;
ERROR:
	return 1;
}
