/* script_inline_helper.c with the counter read under the lock: every ticket is drawn once,
 * and the search through the inline called in a declaration must prove it. Written for
 * mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_inline_helper_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static int counter = 100;
static int drawn[2];
static int ndrawn = 0;
static pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;

static int next_ticket(void)
{
	int t;
	pthread_mutex_lock(&ticket_lock);
	t = counter;
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
