/* The TACAS-style task with the visits counted under a lock: main never jumps to ERROR.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_goto_error_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

int visits;
pthread_mutex_t visits_lock = PTHREAD_MUTEX_INITIALIZER;

static void *visitor(void *unused)
{
	int seen;
	pthread_mutex_lock(&visits_lock);
	seen = visits;
	visits = seen + 1;
	pthread_mutex_unlock(&visits_lock);
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
