/* The fixed version of header_stats.c: the handlers call the header's helper that holds the
 * statistics' lock around the read and the write, so no request is lost. The model must see the
 * lock taken inside the header (the lock lives in the struct, passed by pointer).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %S/header_stats_fixed.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

#include "header_stats.h"

struct stats st = { PTHREAD_MUTEX_INITIALIZER, 0, 0 };

void *handler(void *arg)
{
	(void)arg;
	stats_record_locked(&st, 100);
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
