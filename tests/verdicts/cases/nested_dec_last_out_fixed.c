/* Fixed: the decrement and its test are one atomic read-modify-write (C11's atomic_fetch_sub
 * returns the value before). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

struct office {
	atomic_int active;
	int lights_off;
};

static struct office office = { 2, 0 };

static void *leave(void *arg)
{
	struct office *o = arg;
	if (atomic_fetch_sub(&o->active, 1) == 1)
		o->lights_off = 1;
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, leave, &office);
	pthread_create(&b, NULL, leave, &office);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(office.lights_off == 1);
	return 0;
}
