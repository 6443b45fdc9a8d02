/* A Modex user's script maps the two mutexes to a lock inline of its own (`pthread_mutex_lock(&a)
 * <TAB>lock(la)`, `inline lock(x) { atomic { x == 0 -> x = 1 } }`); the two threads take them in
 * opposite orders: a deadlock. SPIN reports the steps of an inline at the inline's own lines,
 * so the steps of `lock(la)` belonged to no C statement: the replay let the threads run past
 * the locks and called the deadlock a false alarm (NOT_REPRODUCED). A rule's call of a script
 * inline is now written out on the C statement's line. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-abba
 * RUN: mokert run %S/script_lock_inline_abba.prx
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int moved;

void *forward(void *arg)
{
	pthread_mutex_lock(&a);
	pthread_mutex_lock(&b);
	moved++;
	pthread_mutex_unlock(&b);
	pthread_mutex_unlock(&a);
	return arg;
}

void *backward(void *arg)
{
	pthread_mutex_lock(&b);
	pthread_mutex_lock(&a);
	moved--;
	pthread_mutex_unlock(&a);
	pthread_mutex_unlock(&b);
	return arg;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, forward, 0);
	pthread_create(&t2, 0, backward, 0);
	pthread_join(t1, 0);
	pthread_join(t2, 0);
	return 0;
}
