/* A global counter updated in a function called from a loop: each worker handles a batch
 * of packets and calls count_packet() for every one; the helper bumps `rx_packets` with
 * no lock. Updates of the two workers interleave inside the helper and packets go
 * uncounted. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: rx_packets == 2 * BATCH
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define BATCH 2

static int rx_packets;
static int rx_bytes[2];

static void count_packet(int queue, int len)
{
	rx_packets++;
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
