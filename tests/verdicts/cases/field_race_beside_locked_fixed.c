/* field_race_beside_locked.c with the error counted before the lock is dropped: both
 * fields are only touched under conn.lock. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	/* short write: count it */
	conn.errors = conn.errors + 1;
	pthread_mutex_unlock(&conn.lock);
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
