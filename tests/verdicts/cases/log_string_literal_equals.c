/* A logger appends "t%d=%d;" to a static buffer with snprintf, reading the append
 * position outside the lock: both messages land on the same bytes and the length check
 * fails. The check's string literals hold `=` and `;`, which SPIN's side-effect scan of a
 * c_expr refused (the run was a tool failure).
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: loglen == strlen
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <stddef.h>

#define LOGSZ 128
static char logbuf[LOGSZ];
static size_t loglen;
static int nmsgs;
static pthread_mutex_t log_mu = PTHREAD_MUTEX_INITIALIZER;

static void log_msg(int id, int value)
{
	size_t pos = loglen;	/* BUG: read without the lock */
	int n = snprintf(logbuf + pos, LOGSZ - pos, "t%d=%d;", id, value);
	if (n > 0)
		loglen = pos + (size_t)n;
	pthread_mutex_lock(&log_mu);
	nmsgs++;
	pthread_mutex_unlock(&log_mu);
}

static void *worker(void *arg)
{
	int id = (int)(long)arg;
	log_msg(id, id * 3);
	return NULL;
}

int main(void)
{
	pthread_t t[2];
	for (long i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, worker, (void *)i);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	assert(nmsgs == 2);
	assert(loglen == strlen("t0=0;") + strlen("t1=3;"));
	return 0;
}
