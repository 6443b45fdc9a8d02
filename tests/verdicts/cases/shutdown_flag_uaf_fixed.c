/* The logging thread tests the shutdown flag under the buffer's lock, the same lock under
 * which shutdown raises it and frees the buffer: a logger that gets the lock after shutdown
 * sees the flag and writes nothing. Written for mokert's verdict corpus.
 *
 * CLASS: shutdown-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	pthread_mutex_lock(&log_lock);
	if (!log_stopping) {
		log_buf->data[log_buf->len & 3] = 7;
		log_buf->len++;
	}
	pthread_mutex_unlock(&log_lock);
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
