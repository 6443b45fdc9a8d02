/* A ticket taken with a post-increment inside a declaration, `int id = next_ticket++;`, with
 * no lock: two threads load the same ticket and both write slot 0, slot 1 stays empty.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: served[0] == 1 && served[1] == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static int next_ticket;
static int served[2];

static void *customer(void *arg)
{
	int id = next_ticket++;
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
