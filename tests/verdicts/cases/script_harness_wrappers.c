/* A Modex user's harness runs two tellers as proctypes from its own init (`%X -p teller`,
 * `run p_teller()`), where the program starts each teller from a thread wrapper that calls
 * teller(). credit() reads the balance under the lock and writes it back under a second hold,
 * so two tellers can both read 0 and the audit finds 10. The replay must bind each model
 * process to the thread that enters teller() (before, the wrapper threads were unnamed and
 * the replay stalled on a real bug). Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_wrappers.prx
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
	pthread_create(&second, 0, teller_thread, 0);
	pthread_join(first, 0);
	pthread_join(second, 0);
	audit();
	return 0;
}
