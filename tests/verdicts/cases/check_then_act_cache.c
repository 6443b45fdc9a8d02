/* Check-then-act without any lock: two threads fill a one-entry cache when it is empty;
 * each counts the fills it did. The cache must be filled once. Written for mokert's
 * verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: fills == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int cache_valid = 0;
int cache_value = 0;
int fills = 0;

void *lookup(void *arg)
{
	(void)arg;
	if (!cache_valid) {
		cache_value = 7;
		fills = fills + 1;
		cache_valid = 1;
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, lookup, NULL);
	pthread_create(&b, NULL, lookup, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(fills == 1);
	printf("fills = %d value = %d\n", fills, cache_value);
	return 0;
}
