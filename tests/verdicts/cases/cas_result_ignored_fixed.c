/* The token bucket's compare-exchange in a loop: a failed exchange reloads the count into
 * `old`, and the taker gives up once it is zero. Only one client gets the one token.
 * Written for mokert's verdict corpus.
 *
 * CLASS: atomic-cas
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

static atomic_int tokens = 1;
static atomic_int granted;

static bool take_token(void)
{
	int old = atomic_load(&tokens);
	while (old > 0) {
		if (atomic_compare_exchange_weak(&tokens, &old, old - 1))
			return true;
	}
	return false;
}

static void *client(void *arg)
{
	(void)arg;
	if (take_token())
		atomic_fetch_add(&granted, 1);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, NULL, client, NULL);
	pthread_create(&t2, NULL, client, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	assert(atomic_load(&granted) <= 1);
	printf("granted %d\n", atomic_load(&granted));
	return 0;
}
