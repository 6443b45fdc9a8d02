/* A false alarm of the harness: the script runs two tellers at once, but the program joins
 * its teller thread before main runs the second teller, so the split read and write back never
 * overlap. The replay cannot give the second teller its turn while the first is parked in it
 * (main waits in the join): a false alarm, never CONFIRMED. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_sequential.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: STALLED
 * EXPECT-REASON: teller
 * EXPECT-EXIT: 4
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t ledger_lock;
int balance;
int deposits;

static void credit(int amount)
{
	int seen;
	pthread_mutex_lock(&ledger_lock);
	seen = balance;
	pthread_mutex_unlock(&ledger_lock);
	seen = seen + amount;
	pthread_mutex_lock(&ledger_lock);
	balance = seen;
	pthread_mutex_unlock(&ledger_lock);
}

void teller(void)
{
	credit(10);
	pthread_mutex_lock(&ledger_lock);
	deposits++;
	pthread_mutex_unlock(&ledger_lock);
}

void audit(void)
{
	assert(deposits < 2 || balance == 20);
}

static void *teller_thread(void *unused)
{
	(void)unused;
	teller();
	return 0;
}

int main(void)
{
	pthread_t first, second;
	pthread_mutex_init(&ledger_lock, 0);
	pthread_create(&first, 0, teller_thread, 0);
	pthread_join(first, 0);
	teller();
	(void)second;
	audit();
	return 0;
}
