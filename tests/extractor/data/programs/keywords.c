/* expect: errors: 0
 * C names that are Promela keywords (`empty`, `full`, `len`), also inside rules' captures.
 * Written for mokert. */
#include <assert.h>
#include <pthread.h>

int empty = 1;
int full;
pthread_mutex_t len;

void *filler(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&len);
	empty = 0;
	full = 1;
	pthread_mutex_unlock(&len);
	return 0;
}

int main(void)
{
	pthread_t t;
	pthread_mutex_init(&len, 0);
	pthread_create(&t, 0, filler, 0);
	pthread_join(t, 0);
	assert(full == 1 && empty == 0);
	return 0;
}
