/* Order violation: main starts the logger thread before it fills in the configuration the
 * logger reads; the logger assumes the buffer size is already set. Written for mokert's
 * verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: assertion `size > 0' failed
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct config {
	int buffer_size;
	int verbose;
};

struct config cfg;
int lines_written = 0;

void *logger(void *arg)
{
	(void)arg;
	int size = cfg.buffer_size;
	assert(size > 0);
	lines_written = 1;
	return NULL;
}

int main(void)
{
	pthread_t t;
	pthread_create(&t, NULL, logger, NULL);
	cfg.buffer_size = 512;
	cfg.verbose = 1;
	pthread_join(t, NULL);
	printf("lines = %d\n", lines_written);
	return 0;
}
