/* A token bucket with C11 atomics: take_token() loads the count, and when it is positive
 * tries a compare-exchange to count - 1, but never looks at whether the exchange succeeded.
 * Two takers that load the same last token both think they got it. Written for mokert's
 * verdict corpus.
 *
 * CLASS: atomic-cas
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: atomic_load(&granted) <= 1
 * EXPECT-EXIT: 1
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
	if (old <= 0)
		return false;
	atomic_compare_exchange_strong(&tokens, &old, old - 1);
	return true;
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
