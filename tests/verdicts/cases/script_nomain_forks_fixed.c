/* Three philosophers in a file with no main, run by a Modex harness (`run p_philosopher(i)`);
 * each takes the lower-numbered of its forks first, so no cycle of waits can form. Written for mokert's
 * verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_forks_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

#define N 3
pthread_mutex_t fork_lock[N] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int meals;

static void eat(int id)
{
	(void)id;
	meals++;
}

void philosopher(int id)
{
	int first = id;
	int second = (id + 1) % N;
	if (second < first) {
		int t = first;
		first = second;
		second = t;
	}
	pthread_mutex_lock(&fork_lock[first]);
	pthread_mutex_lock(&fork_lock[second]);
	eat(id);
	pthread_mutex_unlock(&fork_lock[second]);
	pthread_mutex_unlock(&fork_lock[first]);
}
