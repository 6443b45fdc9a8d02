/* The harness's two tellers are, in the program, a thread and main itself: main starts one
 * teller thread and runs teller() while it runs, then joins it. Each model process is bound to
 * the thread that enters teller(), main included, and main then runs the audit, the script's
 * init. The split read and write back lose a deposit: a real bug. Written for mokert's verdict
 * corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_main_teller.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: balance == 20
 * EXPECT-EXIT: 1
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
	teller();
	pthread_join(first, 0);
	(void)second;
	audit();
	return 0;
}
