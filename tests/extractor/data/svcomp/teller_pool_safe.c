// expect: safe within bounds
// A pool of 20 tellers and one of 20 auditors, created and joined in counted loops: more threads
// than the model holds, so it runs the first 2 passes of each loop (a bound). The auditors take
// the account's lock (svcomp_teller_pool.c in tests/verdicts/cases is the bug): no error, but no proof.
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "teller_pool_safe.c", 0, "reach_error"); }

#define TELLERS 20
#define AUDITORS 20

struct account {
	pthread_mutex_t lock;
	int balance;
};

struct account acct = { PTHREAD_MUTEX_INITIALIZER, 100 };

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
	pthread_mutex_lock(&acct.lock);
	if (acct.balance != 100) {
		reach_error();
		abort();
	}
	pthread_mutex_unlock(&acct.lock);
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
