/* A logging thread appends to a heap buffer while the service runs. It tests the shutdown
 * flag without the buffer's lock and then takes the lock and writes; shutdown sets the flag
 * and frees the buffer under the lock, which does not help: a logger past its test writes
 * into the freed buffer. Written for mokert's verdict corpus.
 *
 * CLASS: shutdown-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct logbuf {
	int len;
	int data[4];
};

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static struct logbuf *log_buf;
static int log_stopping;

static void *logger(void *arg)
{
	(void)arg;
	if (!log_stopping) {
		pthread_mutex_lock(&log_lock);
		log_buf->data[log_buf->len & 3] = 7;
		log_buf->len++;
		pthread_mutex_unlock(&log_lock);
	}
	return NULL;
}

static void log_shutdown(void)
{
	pthread_mutex_lock(&log_lock);
	log_stopping = 1;
	free(log_buf);
	pthread_mutex_unlock(&log_lock);
}

int main(void)
{
	pthread_t t;
	log_buf = calloc(1, sizeof(*log_buf));
	if (log_buf == NULL)
		return 1;
	pthread_create(&t, NULL, logger, NULL);
	log_shutdown();
	pthread_join(t, NULL);
	printf("stopped\n");
	return 0;
}
