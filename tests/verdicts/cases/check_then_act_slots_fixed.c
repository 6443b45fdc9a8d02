/* Fixed: the check and the act are one critical section. Written for mokert's verdict
 * corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t seats_lock = PTHREAD_MUTEX_INITIALIZER;
int free_seats = 1;

static void reserve(void)
{
	pthread_mutex_lock(&seats_lock);
	if (free_seats > 0)
		free_seats = free_seats - 1;
	pthread_mutex_unlock(&seats_lock);
}

void *client(void *arg)
{
	(void)arg;
	reserve();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, client, NULL);
	pthread_create(&b, NULL, client, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(free_seats >= 0);
	printf("free seats: %d\n", free_seats);
	return 0;
}
