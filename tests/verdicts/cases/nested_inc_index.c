/* Appending with `log[len++] = v;` and no lock: the post-increment inside the index is a load
 * and a store, and two appenders interleaved there write the same cell and leave len at 1.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: len == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

#define CAP 4
static int log_cells[CAP];
static int len;

static void append(int v)
{
	if (len < CAP)
		log_cells[len++] = v;
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
