/* Two workers meet at a pthread barrier; the serial thread adds the partial sums into `total`,
 * and a second barrier wait keeps the other worker from reading `total` before it is written.
 * Written for mokert's verdict corpus.
 *
 * CLASS: barrier-serial
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static pthread_barrier_t phase;
static int partial[2];
static int total;

static void *worker(void *arg)
{
	int me = (int)(long)arg;
	partial[me] = me + 1;
	int rc = pthread_barrier_wait(&phase);
	if (rc == PTHREAD_BARRIER_SERIAL_THREAD)
		total = partial[0] + partial[1];
	pthread_barrier_wait(&phase);
	assert(total == 3);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_barrier_init(&phase, NULL, 2);
	pthread_create(&a, NULL, worker, (void *)0L);
	pthread_create(&b, NULL, worker, (void *)1L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("total %d\n", total);
	return 0;
}
