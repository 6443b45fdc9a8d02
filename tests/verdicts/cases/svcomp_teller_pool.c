/* A bank runs a pool of 20 tellers and a pool of 20 auditors, each created and joined in a loop
 * of its own. A teller takes 10 out of the account and puts it back, two statements under the
 * account's lock; an auditor checks the balance under the audit lock, which no teller takes, so
 * it can read the balance between a teller's two statements: reach_error. The pools are larger
 * than the model's process table: the model runs the first two passes of each loop (a bound),
 * which already shows the bug; the replay runs the real pools, the further threads outside the
 * schedule.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_teller_pool.c", 21, "reach_error"); }

#define TELLERS 20
#define AUDITORS 20

struct account {
	pthread_mutex_t lock;
	int balance;
};

struct account acct = { PTHREAD_MUTEX_INITIALIZER, 100 };
pthread_mutex_t audit_lock = PTHREAD_MUTEX_INITIALIZER;

void *teller(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&acct.lock);
	acct.balance = acct.balance - 10;
	acct.balance = acct.balance + 10;
	pthread_mutex_unlock(&acct.lock);
	return 0;
}

void *auditor(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&audit_lock);
	if (acct.balance != 100) {
		reach_error();
		abort();
	}
	pthread_mutex_unlock(&audit_lock);
	return 0;
}

int main(void)
{
	pthread_t tellers[TELLERS], auditors[AUDITORS];
	int i;
	for (i = 0; i < TELLERS; i++)
		pthread_create(&tellers[i], 0, teller, 0);
	for (i = 0; i < AUDITORS; i++)
		pthread_create(&auditors[i], 0, auditor, 0);
	for (i = 0; i < TELLERS; i++)
		pthread_join(tellers[i], 0);
	for (i = 0; i < AUDITORS; i++)
		pthread_join(auditors[i], 0);
	return 0;
}
