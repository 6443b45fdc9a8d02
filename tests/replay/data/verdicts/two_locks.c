/* An invariant across two separately locked variables: a transfer moves one unit from x to y
 * under two locks taken one after the other; an auditor sees the sum short. Real bug:
 * CONFIRMED. Written for mokert. */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t lx = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t ly = PTHREAD_MUTEX_INITIALIZER;
int x = 10, y = 0;

void *transfer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lx);
	x = x - 1;
	pthread_mutex_unlock(&lx);
	pthread_mutex_lock(&ly);
	y = y + 1;
	pthread_mutex_unlock(&ly);
	return NULL;
}

void *audit(void *arg)
{
	(void)arg;
	int sx, sy;
	pthread_mutex_lock(&lx);
	sx = x;
	pthread_mutex_unlock(&lx);
	pthread_mutex_lock(&ly);
	sy = y;
	pthread_mutex_unlock(&ly);
	assert(sx + sy == 10);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, NULL, transfer, NULL);
	pthread_create(&t2, NULL, audit, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	return 0;
}
