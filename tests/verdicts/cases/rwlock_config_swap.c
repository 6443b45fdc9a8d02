/* Configuration reload under a pthread rwlock: readers take the read lock only to fetch the
 * current config pointer, then use the config after unlocking; the reloader swaps in a new
 * config under the write lock and frees the old one at once. A reader still using the old
 * config reads freed memory. Written for mokert's verdict corpus.
 *
 * CLASS: rwlock-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct config {
	int max_conn;
	int timeout;
};

static pthread_rwlock_t cfg_lock = PTHREAD_RWLOCK_INITIALIZER;
static struct config *cur_cfg;
static int seen_timeout;

static struct config *config_new(int max_conn, int timeout)
{
	struct config *c = malloc(sizeof(*c));
	if (c == NULL)
		abort();
	c->max_conn = max_conn;
	c->timeout = timeout;
	return c;
}

static void *request_handler(void *arg)
{
	(void)arg;
	pthread_rwlock_rdlock(&cfg_lock);
	struct config *c = cur_cfg;
	pthread_rwlock_unlock(&cfg_lock);
	seen_timeout = c->timeout;
	return NULL;
}

static void *reloader(void *arg)
{
	(void)arg;
	struct config *fresh = config_new(64, 30);
	pthread_rwlock_wrlock(&cfg_lock);
	struct config *old = cur_cfg;
	cur_cfg = fresh;
	pthread_rwlock_unlock(&cfg_lock);
	free(old);
	return NULL;
}

int main(void)
{
	pthread_t h, r;
	cur_cfg = config_new(16, 10);
	pthread_create(&h, NULL, request_handler, NULL);
	pthread_create(&r, NULL, reloader, NULL);
	pthread_join(h, NULL);
	pthread_join(r, NULL);
	printf("timeout seen %d\n", seen_timeout);
	free(cur_cfg);
	return 0;
}
