/* Locks a mutex it already holds: an invalid end state (written for mokert). */
#include <pthread.h>

pthread_mutex_t m;

int
main(void)
{
	pthread_mutex_lock(&m);
	pthread_mutex_lock(&m);
	return 0;
}
