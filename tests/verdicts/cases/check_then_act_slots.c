/* Check-then-act: two clients reserve a seat. Each checks under the lock that a seat is
 * free, drops the lock, and takes the seat under the lock again. Both can pass the check
 * for the last seat. Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: free_seats >= 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t seats_lock = PTHREAD_MUTEX_INITIALIZER;
int free_seats = 1;

static int seat_available(void)
{
	pthread_mutex_lock(&seats_lock);
	int n = free_seats;
	pthread_mutex_unlock(&seats_lock);
	return n > 0;
}

static void take_seat(void)
{
	pthread_mutex_lock(&seats_lock);
	free_seats = free_seats - 1;
	pthread_mutex_unlock(&seats_lock);
}

void *client(void *arg)
{
	(void)arg;
	if (seat_available())
		take_seat();
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
