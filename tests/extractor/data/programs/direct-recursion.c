/* expect-extract-error: recursive call
 * A helper that calls itself directly: it cannot be expanded in place, and extraction says so
 * with the file and line of the call and the rule to write. Written for mokert. */
#include <pthread.h>

int total;

static int sum(int n)
{
	if (n == 0)
		return 0;
	return n + sum(n - 1);
}

void *worker(void *arg)
{
	(void)arg;
	total = sum(2);
	return NULL;
}

int main(void)
{
	pthread_t a;
	pthread_create(&a, NULL, worker, NULL);
	pthread_join(a, NULL);
	return 0;
}
