/* Initialisation done once by hand, check then act: get_cache() sets the cache up when
 * `cache_ready` is 0 and then sets the flag. Two first callers both see 0 and both run
 * cache_setup(), which must run once (it would leak and reset the first caller's entries).
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: setups == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int cache_ready;
static int setups;
static int cache_slots;

static void cache_setup(void)
{
	setups = setups + 1;
	assert(setups == 1);
	cache_slots = 8;
}

static int get_cache(void)
{
	if (!cache_ready) {
		cache_setup();
		cache_ready = 1;
	}
	return cache_slots;
}

static void *request(void *arg)
{
	(void)arg;
	int slots = get_cache();
	(void)slots;
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, NULL, request, NULL);
	pthread_create(&b, NULL, request, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("slots = %d\n", cache_slots);
	return 0;
}
