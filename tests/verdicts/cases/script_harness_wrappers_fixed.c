/* The same harness over the fixed program: credit() holds the lock across the read and the
 * write back, so the audit always finds 20. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_wrappers_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	seen = seen + amount;
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
	pthread_create(&second, 0, teller_thread, 0);
	pthread_join(first, 0);
	pthread_join(second, 0);
	audit();
	return 0;
}
