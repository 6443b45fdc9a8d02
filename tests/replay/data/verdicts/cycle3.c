/* Three threads take two of three locks each in a cycle (a,b), (b,c), (c,a). Real bug:
 * CONFIRMED (deadlock of three). Written for mokert. */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t c = PTHREAD_MUTEX_INITIALIZER;
int work = 0;

void *first(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&a);
	pthread_mutex_lock(&b);
	work = work + 1;
	pthread_mutex_unlock(&b);
	pthread_mutex_unlock(&a);
	return NULL;
}

void *second(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&b);
	pthread_mutex_lock(&c);
	work = work + 1;
	pthread_mutex_unlock(&c);
	pthread_mutex_unlock(&b);
	return NULL;
}

void *third(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&c);
	pthread_mutex_lock(&a);
	work = work + 1;
	pthread_mutex_unlock(&a);
	pthread_mutex_unlock(&c);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2, t3;
	pthread_create(&t1, NULL, first, NULL);
	pthread_create(&t2, NULL, second, NULL);
	pthread_create(&t3, NULL, third, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	pthread_join(t3, NULL);
	return 0;
}
