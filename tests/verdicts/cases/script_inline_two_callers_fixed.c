/* script_inline_two_callers.c with note() under a mutex: no update is lost, and the search
 * through the two callers' copies of the inline must prove it. Written for mokert's verdict
 * corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_inline_two_callers_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int events;

void note(void)
{
	pthread_mutex_lock(&m);
	int e = events;
	events = e + 1;
	pthread_mutex_unlock(&m);
}

void *reader(void *arg)
{
	note();
	return arg;
}

void *writer(void *arg)
{
	note();
	return arg;
}

int main(void)
{
	pthread_t r, w;
	pthread_create(&r, 0, reader, 0);
	pthread_create(&w, 0, writer, 0);
	pthread_join(r, 0);
	pthread_join(w, 0);
	assert(events == 2);
	return 0;
}
