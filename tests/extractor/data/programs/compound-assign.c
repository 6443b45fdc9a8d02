/* expect: assertion violated
 * `total += step` and `x = x + 1` in two threads without a lock lose updates. Written for mokert. */
#include <assert.h>
#include <pthread.h>

int total;
int step = 2;

void *adder(void *arg)
{
	(void)arg;
	total += step;
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, adder, 0);
	pthread_create(&b, 0, adder, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(total == 4);
	return 0;
}
