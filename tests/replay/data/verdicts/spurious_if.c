/* A waiter tests its flag with `if`, not `while`: a wait that returns with no signal (a spurious
 * wake-up, which POSIX allows) lets it read the result before the setter wrote it. The only way
 * to the bug is the spurious wake-up: the replay forces it. Real bug: CONFIRMED. Written for
 * mokert. */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
int done = 0;
int result = 0;

void *waiter(void *arg)
{
	int r;
	(void)arg;
	pthread_mutex_lock(&m);
	if (!done)
		pthread_cond_wait(&done_cv, &m);
	r = result;
	pthread_mutex_unlock(&m);
	assert(r == 3);
	return NULL;
}

void *setter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	result = 3;
	done = 1;
	pthread_cond_signal(&done_cv);
	pthread_mutex_unlock(&m);
	return NULL;
}

int main(void)
{
	pthread_t w, s;
	pthread_create(&w, NULL, waiter, NULL);
	pthread_create(&s, NULL, setter, NULL);
	pthread_join(w, NULL);
	pthread_join(s, NULL);
	return 0;
}
