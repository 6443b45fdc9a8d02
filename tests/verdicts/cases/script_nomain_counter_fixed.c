/* A Modex harness over a file with no main: the script's init sets the limit, runs add(1) and
 * add(2) as processes and asserts the sum when both ended. add() reads, tests and writes the
 * count under one mutex, so nothing is lost. Written for mokert's verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_counter_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

int count;
int limit;
pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;

void add(int n)
{
	pthread_mutex_lock(&count_lock);
	int t = count;
	if (t + n <= limit)
		count = t + n;
	pthread_mutex_unlock(&count_lock);
}
