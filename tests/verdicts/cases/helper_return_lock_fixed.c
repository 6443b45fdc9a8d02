/* Locking through helpers that return the pthread call's result (`return
 * pthread_mutex_lock(l);` on a mutex passed by pointer, `return pthread_mutex_unlock(...)`),
 * the caller checking the result: the update is always under the lock (the fixed version of
 * helper_return_trylock.c). Before the extractor ran such a returned call as its rule, the
 * model called the real pthread function on its own variable, had no lock, and SPIN reported a
 * lost update that the code cannot have. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
int count = 0;

static int take(pthread_mutex_t *l)
{
	return pthread_mutex_lock(l);
}

static int give(void)
{
	return pthread_mutex_unlock(&count_lock);
}

void *worker(void *arg)
{
	int seen;
	(void)arg;
	if (take(&count_lock) != 0)
		return 0;
	seen = count;
	count = seen + 1;
	give();
	return 0;
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
