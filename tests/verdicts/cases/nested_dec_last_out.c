/* "Last one out turns off the light": each worker decrements the count of active workers in
 * the condition of an if, `if (--active == 0)`, without a lock. Both load 2 and store 1, and
 * nobody sees zero: the shutdown flag is never set. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: lights_off == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct office {
	int active;
	int lights_off;
};

static struct office office = { 2, 0 };

static void *leave(void *arg)
{
	struct office *o = arg;
	if (--o->active == 0)
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
