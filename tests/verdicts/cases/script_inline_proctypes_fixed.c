/* script_inline_proctypes.c with bump() holding the mutex around its update, which the script
 * maps to a lock inline of its own (`pthread_mutex_lock(&m)<TAB>lock(mx)`). The search through
 * each proctype's copy of the inline must prove it. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_inline_proctypes_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count;

void bump(void)
{
	pthread_mutex_lock(&m);
	int t = count;
	count = t + 1;
	pthread_mutex_unlock(&m);
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
