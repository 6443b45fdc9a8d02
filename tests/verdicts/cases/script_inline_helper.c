/* A Modex user's script extracts a helper as an inline (`%X -i next_ticket`) and the threads
 * call it inside a declaration (`int mine = next_ticket();`). The helper reads the counter
 * before it takes the lock, so two clients can draw the same ticket. The call must run the
 * inline's body (before, pan ran the C function's stub and aborted). Written for mokert's
 * verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_inline_helper.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: drawn[0] != drawn[1]
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static int counter = 100;
static int drawn[2];
static int ndrawn = 0;
static pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;

static int next_ticket(void)
{
	int t = counter;
	pthread_mutex_lock(&ticket_lock);
	counter = t + 1;
	drawn[ndrawn] = t;
	ndrawn = ndrawn + 1;
	pthread_mutex_unlock(&ticket_lock);
	return t;
}

static void *client(void *unused)
{
	int mine = next_ticket();
	(void)mine;
	return unused;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, client, 0);
	pthread_create(&b, 0, client, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(drawn[0] != drawn[1]);
	return 0;
}
