/* script_harness_local_array.c with the lock taken by both workers: the harness's check holds.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_local_array_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

int total;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static int sum(const int *v, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}

void *adder(void *arg)
{
	int parts[2] = {1, 2};
	int s = sum(parts, 2);

	pthread_mutex_lock(&total_lock);
	total = total + s;
	pthread_mutex_unlock(&total_lock);
	return arg;
}

void *locked_adder(void *arg)
{
	pthread_mutex_lock(&total_lock);
	total = total + 3;
	pthread_mutex_unlock(&total_lock);
	return arg;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, 0, adder, 0);
	pthread_create(&b, 0, locked_adder, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return total == 6 ? 0 : 1;
}
