/* A struct with one field locked correctly and one raced: the connection's `bytes` is
 * always updated under conn.lock, but the error path bumps `errors` after dropping the
 * lock, while the other thread updates `errors` under it. One error is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: conn.errors == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct conn {
	pthread_mutex_t lock;
	int bytes;
	int errors;
};

static struct conn conn;

static void *writer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&conn.lock);
	conn.bytes = conn.bytes + 100;
	pthread_mutex_unlock(&conn.lock);
	/* short write: count it */
	conn.errors = conn.errors + 1;
	return NULL;
}

static void *reaper(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&conn.lock);
	conn.bytes = conn.bytes + 1;
	conn.errors = conn.errors + 1;
	pthread_mutex_unlock(&conn.lock);
	return NULL;
}

int main(void)
{
	pthread_t w, r;

	pthread_mutex_init(&conn.lock, NULL);
	pthread_create(&w, NULL, writer, NULL);
	pthread_create(&r, NULL, reaper, NULL);
	pthread_join(w, NULL);
	pthread_join(r, NULL);
	assert(conn.bytes == 101);
	assert(conn.errors == 2);
	printf("bytes %d errors %d\n", conn.bytes, conn.errors);
	return 0;
}
