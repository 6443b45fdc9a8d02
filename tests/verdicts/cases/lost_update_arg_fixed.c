/* Fixed: the record carries its own mutex, and the worker takes it through the pointer it was
 * given. Written for mokert's verdict corpus.
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

struct stats {
	pthread_mutex_t lock;
	int requests;
	int errors;
};

void *serve(void *arg)
{
	struct stats *s = arg;
	pthread_mutex_lock(&s->lock);
	int n = s->requests;
	s->requests = n + 1;
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

int main(void)
{
	struct stats st;
	pthread_t a, b;
	pthread_mutex_init(&st.lock, NULL);
	st.requests = 0;
	st.errors = 0;
	pthread_create(&a, NULL, serve, &st);
	pthread_create(&b, NULL, serve, &st);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(st.requests == 2);
	printf("requests = %d\n", st.requests);
	return 0;
}
