/* Fixed order violation: the configuration is complete before the logger thread starts.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	cfg.buffer_size = 512;
	cfg.verbose = 1;
	pthread_create(&t, NULL, logger, NULL);
	pthread_join(t, NULL);
	printf("lines = %d\n", lines_written);
	return 0;
}
