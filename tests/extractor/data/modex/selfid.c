/* pthread_self() is each thread's own handle, the one pthread_create gave out (written for
 * mokert). Inside pan all model threads are one real thread: a real pthread_self() call would
 * give both the same value. (Handles are unique among live threads only: first stays alive.) */
#include <pthread.h>
#include <assert.h>

pthread_t seen_by_first, seen_by_second;
int released;

void *
first(void *arg)
{
	seen_by_first = pthread_self();
	while (!released)
		;
	return 0;
}

void *
second(void *arg)
{
	seen_by_second = pthread_self();
	return 0;
}

int
main(void)
{	pthread_t a, b;

	pthread_create(&a, 0, first, 0);
	pthread_create(&b, 0, second, 0);
	pthread_join(b, 0);
	assert(!pthread_equal(seen_by_first, seen_by_second));
	assert(pthread_equal(seen_by_second, b));
	released = 1;
	pthread_join(a, 0);
	return 0;
}
