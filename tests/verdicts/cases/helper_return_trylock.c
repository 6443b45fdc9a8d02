/* Locking through helpers that return the pthread call's result (`return
 * pthread_mutex_trylock(&count_lock);`): the worker goes on with the update when the trylock
 * failed, so two workers can both read the count before either writes it back. Before the
 * extractor ran such a returned call as its rule, the model called the real pthread function
 * on its own variable and had no lock at all. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
int count = 0;

static int try_take(void)
{
	return pthread_mutex_trylock(&count_lock);
}

static int give(void)
{
	return pthread_mutex_unlock(&count_lock);
}

void *worker(void *arg)
{
	int got;
	int seen;
	(void)arg;
	got = try_take();
	seen = count;
	count = seen + 1;
	if (got == 0)
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
