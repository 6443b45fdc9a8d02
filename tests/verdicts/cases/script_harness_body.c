/* A Modex user's harness in Modex's -n form: the script writes the tellers' proctype itself
 * (`proctype p_teller() { #include "_modex_teller.pml" ... }`, run twice from its init) and
 * credit(), which teller() calls, is an inline (`%X -i credit`). The inline's variables belong
 * to the script's proctype p_teller (before, they were declared in the inline and pan did not
 * compile). credit() writes the balance back under a second hold of the lock, so a deposit can
 * be lost: a real bug. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_harness_body.prx
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
