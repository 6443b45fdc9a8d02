/* A reference count dropped by a put helper that returns the new count, `return --o->refs;`,
 * with no lock: both users load 2 and store 1, neither sees 0, and the object is never
 * released. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: released == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct session {
	int refs;
	int bytes;
};

static int released;

static int session_put(struct session *s)
{
	return --s->refs;
}

static void *user(void *arg)
{
	struct session *s = arg;
	if (session_put(s) == 0) {
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
	s->refs = 2;
	s->bytes = 0;
	pthread_create(&a, NULL, user, s);
	pthread_create(&b, NULL, user, s);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(released == 1);
	return 0;
}
