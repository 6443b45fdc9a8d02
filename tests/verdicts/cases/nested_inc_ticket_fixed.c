/* Fixed: the ticket is taken under the counter's mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static int next_ticket;
static int served[2];
static pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;

static void *customer(void *arg)
{
	pthread_mutex_lock(&ticket_lock);
	int id = next_ticket++;
	pthread_mutex_unlock(&ticket_lock);
	if (id < 2)
		served[id] = 1;
	return arg;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, customer, NULL);
	pthread_create(&b, NULL, customer, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(served[0] == 1 && served[1] == 1);
	return 0;
}
