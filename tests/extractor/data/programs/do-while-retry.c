/* expect: assertion violated
 * A compare-and-retry loop written with do/while: the "compare" and the "swap" are two C
 * statements, not one atomic step, so two threads can both succeed from the same old value.
 * Written for mokert. */
#include <assert.h>
#include <pthread.h>

int value;
int claimed;

void *claimer(void *arg)
{
	(void)arg;
	int old;
	int done = 0;
	do {
		old = value;
		if (value == old) {
			value = old + 1;
			done = 1;
		}
	} while (!done);
	if (old == 0)
		claimed = claimed + 1;
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, claimer, NULL);
	pthread_create(&b, NULL, claimer, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(claimed <= 1);
	return 0;
}
