/* helper_lock_in_caller.c with the fee path taking acct_lock around the helper as the
 * deposit path does. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct account {
	int balance;
	int ops;
};

static pthread_mutex_t acct_lock = PTHREAD_MUTEX_INITIALIZER;
static struct account acct = { 100, 0 };

/* Caller holds acct_lock. */
static void account_apply(struct account *a, int delta)
{
	int nb = a->balance + delta;

	a->balance = nb;
	a->ops = a->ops + 1;
}

static void *deposit_thread(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&acct_lock);
	account_apply(&acct, 10);
	pthread_mutex_unlock(&acct_lock);
	return NULL;
}

static void charge_fee(struct account *a)
{
	pthread_mutex_lock(&acct_lock);
	account_apply(a, -15);
	pthread_mutex_unlock(&acct_lock);
}

static void *fee_thread(void *arg)
{
	(void)arg;
	charge_fee(&acct);
	return NULL;
}

int main(void)
{
	pthread_t d, f;

	pthread_create(&d, NULL, deposit_thread, NULL);
	pthread_create(&f, NULL, fee_thread, NULL);
	pthread_join(d, NULL);
	pthread_join(f, NULL);
	assert(acct.balance == 95);
	printf("balance = %d after %d ops\n", acct.balance, acct.ops);
	return 0;
}
