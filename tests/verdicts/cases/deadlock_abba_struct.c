/* ABBA deadlock with the locks inside structs, taken by a helper: transfer(from, to) locks
 * `from` then `to`; two threads transfer in opposite directions. Written for mokert's
 * verdict corpus.
 *
 * CLASS: deadlock-abba
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: alice.lock
 * EXPECT-REASON: bob.lock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

struct account {
	pthread_mutex_t lock;
	int balance;
};

struct account alice;
struct account bob;

void *pay_bob(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&alice.lock);
	pthread_mutex_lock(&bob.lock);
	alice.balance -= 5;
	bob.balance += 5;
	pthread_mutex_unlock(&bob.lock);
	pthread_mutex_unlock(&alice.lock);
	return NULL;
}

void *pay_alice(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&bob.lock);
	pthread_mutex_lock(&alice.lock);
	bob.balance -= 5;
	alice.balance += 5;
	pthread_mutex_unlock(&alice.lock);
	pthread_mutex_unlock(&bob.lock);
	return NULL;
}

int main(void)
{
	pthread_t x, y;
	pthread_mutex_init(&alice.lock, NULL);
	pthread_mutex_init(&bob.lock, NULL);
	alice.balance = 50;
	bob.balance = 50;
	pthread_create(&x, NULL, pay_bob, NULL);
	pthread_create(&y, NULL, pay_alice, NULL);
	pthread_join(x, NULL);
	pthread_join(y, NULL);
	printf("alice=%d bob=%d\n", alice.balance, bob.balance);
	return 0;
}
