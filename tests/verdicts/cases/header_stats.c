/* Two request handlers count their requests with a helper of the program's own header
 * (header_stats.h) that reads the count and then writes it back, with no lock: one request is
 * lost. The switch that loses it is inside the header, so the replay must instrument the header
 * (it used to stop with ERROR: a probe in a file that was not among the sources).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %S/header_stats.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: requests == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

#include "header_stats.h"

struct stats st = { PTHREAD_MUTEX_INITIALIZER, 0, 0 };

void *handler(void *arg)
{
	(void)arg;
	stats_record(&st, 100);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, handler, 0);
	pthread_create(&b, 0, handler, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(st.requests == 2);
	return 0;
}
