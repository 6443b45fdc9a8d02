/* Two accounts, each with a pthread spin lock inside its struct; a helper handed two accounts
 * by pointer deposits into the first under the lock of the second. Both the payroll and the
 * refund thread pass the account they deposit into as the second too, so their deposits take
 * the same lock (the fixed version of spin_account_helper_wrong_lock.c). Written for mokert's
 * verdict corpus.
 *
 * CLASS: heap-struct-lock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

struct account {
	pthread_spinlock_t lock;
	int balance;
};

struct account acct[2];

void deposit(struct account *a, struct account *other, int amount)
{
	pthread_spin_lock(&other->lock);
	a->balance = a->balance + amount;
	pthread_spin_unlock(&other->lock);
}

void *payroll(void *arg)
{
	(void)arg;
	deposit(&acct[0], &acct[0], 10);
	return 0;
}

void *refund(void *arg)
{
	(void)arg;
	deposit(&acct[0], &acct[0], 10);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_spin_init(&acct[0].lock, PTHREAD_PROCESS_PRIVATE);
	pthread_spin_init(&acct[1].lock, PTHREAD_PROCESS_PRIVATE);
	pthread_create(&a, 0, payroll, 0);
	pthread_create(&b, 0, refund, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(acct[0].balance == 20);
	return 0;
}
