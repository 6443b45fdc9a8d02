/* Fixed: append takes the log's mutex around the test and the append. Written for mokert's
 * verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

#define CAP 4
static int log_cells[CAP];
static int len;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;

static void append(int v)
{
	pthread_mutex_lock(&log_lock);
	if (len < CAP)
		log_cells[len++] = v;
	pthread_mutex_unlock(&log_lock);
}

static void *writer(void *arg)
{
	append((int)(long)arg);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, writer, (void *)1L);
	pthread_create(&b, NULL, writer, (void *)2L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(len == 2);
	return 0;
}
