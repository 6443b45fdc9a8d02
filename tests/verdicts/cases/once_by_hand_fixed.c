/* once_by_hand.c with the check and the setup under one mutex: the second caller waits for
 * the first to finish the setup and then sees the flag. Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
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
	pthread_mutex_lock(&init_lock);
	if (!cache_ready) {
		cache_setup();
		cache_ready = 1;
	}
	pthread_mutex_unlock(&init_lock);
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
