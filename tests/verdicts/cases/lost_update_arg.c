/* Lost update through the thread argument: main hands each worker a pointer to the shared
 * statistics record, as real code does, and the worker counts a request on it without a
 * lock. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: st.requests == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct stats {
	int requests;
	int errors;
};

void *serve(void *arg)
{
	struct stats *s = arg;
	int n = s->requests;
	s->requests = n + 1;
	return NULL;
}

int main(void)
{
	struct stats st = {0, 0};
	pthread_t a, b;
	pthread_create(&a, NULL, serve, &st);
	pthread_create(&b, NULL, serve, &st);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(st.requests == 2);
	printf("requests = %d\n", st.requests);
	return 0;
}
