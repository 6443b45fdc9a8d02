/* counter_in_loop_helper.c with the shared packet count bumped under a lock (the byte
 * counts are per queue: each worker has its own). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define BATCH 2

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int rx_packets;
static int rx_bytes[2];

static void count_packet(int queue, int len)
{
	pthread_mutex_lock(&stats_lock);
	rx_packets++;
	pthread_mutex_unlock(&stats_lock);
	rx_bytes[queue] += len;
}

static void *rx_worker(void *arg)
{
	int queue = *(int *)arg;

	for (int i = 0; i < BATCH; i++)
		count_packet(queue, 64);
	return NULL;
}

int main(void)
{
	pthread_t t0, t1;
	int q0 = 0, q1 = 1;

	pthread_create(&t0, NULL, rx_worker, &q0);
	pthread_create(&t1, NULL, rx_worker, &q1);
	pthread_join(t0, NULL);
	pthread_join(t1, NULL);
	assert(rx_packets == 2 * BATCH);
	printf("%d packets, %d + %d bytes\n", rx_packets, rx_bytes[0], rx_bytes[1]);
	return 0;
}
