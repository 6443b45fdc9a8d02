/* A lost wakeup through the script's own Promela for the mutex and the condition variable (a
 * signal wakes only a thread already waiting): the notifier sets the flag and signals without the
 * mutex, between the waiter's test and its wait. SPIN ends with the waiter blocked in its wait;
 * the replay must leave the real wait waiting for a real signal (only a wait the counterexample
 * goes past returns at the thread's turn), so the deadlock shows. Written for mokert's verdict
 * corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %S/script_cond_rule_lost.prx
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: lost wakeup
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int done;

static void *notifier(void *x)
{
	(void)x;
	done = 1;
	pthread_cond_signal(&cv);
	return 0;
}

static void *waiter(void *x)
{
	(void)x;
	pthread_mutex_lock(&m);
	while (!done)
		pthread_cond_wait(&cv, &m);
	pthread_mutex_unlock(&m);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, waiter, 0);
	pthread_create(&b, 0, notifier, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
