/* The request statistics of header_stats.c and header_stats_fixed.c: a header of the program
 * beside them, whose helpers the threads call. The counterexample of the unlocked one switches
 * threads inside this header, so the replay must run an instrumented copy of it.
 * Written for mokert's verdict corpus. */
#ifndef HEADER_STATS_H
#define HEADER_STATS_H

#include <pthread.h>

struct stats {
	pthread_mutex_t lock;
	int requests;
	int bytes;
};

/* Read, then write: a thread stopped in between loses the other's request. */
static void stats_record(struct stats *s, int bytes)
{
	int seen = s->requests;
	s->requests = seen + 1;
	s->bytes = s->bytes + bytes;
}

static void stats_record_locked(struct stats *s, int bytes)
{
	pthread_mutex_lock(&s->lock);
	stats_record(s, bytes);
	pthread_mutex_unlock(&s->lock);
}

#endif
