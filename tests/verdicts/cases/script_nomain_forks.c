/* Three philosophers in a file with no main, run by a Modex harness (`run p_philosopher(i)`);
 * each takes its left fork first: the three can each hold one and wait for the next, a
 * deadlock. The replay's main starts the three threads with their ids. Written for mokert's
 * verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_forks.prx
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock: a wait-for cycle of 3 threads
 * EXPECT-EXIT: 1
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
	pthread_mutex_lock(&fork_lock[first]);
	pthread_mutex_lock(&fork_lock[second]);
	eat(id);
	pthread_mutex_unlock(&fork_lock[second]);
	pthread_mutex_unlock(&fork_lock[first]);
}
