/* Fixed: the put helper drops the count under the session's own mutex and returns what it
 * left. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct session {
	pthread_mutex_t lock;
	int refs;
	int bytes;
};

static int released;

static int session_put(struct session *s)
{
	int left;
	pthread_mutex_lock(&s->lock);
	left = --s->refs;
	pthread_mutex_unlock(&s->lock);
	return left;
}

static void *user(void *arg)
{
	struct session *s = arg;
	if (session_put(s) == 0) {
		pthread_mutex_destroy(&s->lock);
		free(s);
		released = 1;
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct session *s = malloc(sizeof *s);
	if (s == NULL)
		return 1;
	pthread_mutex_init(&s->lock, NULL);
	s->refs = 2;
	s->bytes = 0;
	pthread_create(&a, NULL, user, s);
	pthread_create(&b, NULL, user, s);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(released == 1);
	return 0;
}
