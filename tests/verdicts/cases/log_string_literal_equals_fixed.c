/* log_string_literal_equals.c with the snprintf and the append under the lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	pthread_mutex_lock(&log_mu);
	int n = snprintf(logbuf + loglen, LOGSZ - loglen, "t%d=%d;", id, value);
	if (n > 0)
		loglen += (size_t)n;
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
