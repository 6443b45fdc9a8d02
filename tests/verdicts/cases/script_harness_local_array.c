/* A Modex harness that waits for its workers with `(_nr_pr == 1)` and then checks the total.
 * One worker passes a local array to a helper (its stack must outlive its return, so the model
 * keeps its process after the end) and adds to the total without the lock the other worker
 * takes: a lost update, a real bug. Before, the kept process never left the process count, the
 * harness blocked for ever and the replay called the invalid end state a false alarm. Written
 * for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_local_array.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 6
 * EXPECT-EXIT: 1
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

	total = total + s;	/* the lock is not taken */
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
