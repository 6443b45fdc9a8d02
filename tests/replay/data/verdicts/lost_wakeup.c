/* Lost wakeup: the signaller sets no flag, so a signal sent before the waiter waits is lost
 * and the waiter blocks for ever. Real bug: CONFIRMED (deadlock). Written for mokert. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int got = 0;

void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	pthread_cond_wait(&cv, &m);
	got = 1;
	pthread_mutex_unlock(&m);
	return NULL;
}

void *signaller(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	pthread_cond_signal(&cv);
	pthread_mutex_unlock(&m);
	return NULL;
}

int main(void)
{
	pthread_t w, s;
	pthread_create(&w, NULL, waiter, NULL);
	pthread_create(&s, NULL, signaller, NULL);
	pthread_join(w, NULL);
	pthread_join(s, NULL);
	return 0;
}
