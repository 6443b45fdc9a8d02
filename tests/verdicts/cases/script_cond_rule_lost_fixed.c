/* script_cond_rule_lost.c with the notifier holding the mutex: no lost wakeup, and the search
 * through the script's own wait and signal must prove it. Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %S/script_cond_rule_lost_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int done;

static void *notifier(void *x)
{
	(void)x;
	pthread_mutex_lock(&m);
	done = 1;
	pthread_cond_signal(&cv);
	pthread_mutex_unlock(&m);
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
