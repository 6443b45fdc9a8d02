/* Fixed twin of macro_pieces_transfer.c: the macro holds the bank's lock over both halves of
 * the move, so the auditor never sees a unit in the teller's hand.
 * Written for mokert's verdict corpus.
 *
 * CLASS: atomicity-two-locks
 * RUN: mokert run %S/macro_pieces_transfer_fixed.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t bank = PTHREAD_MUTEX_INITIALIZER;
int cash = 10, vault;

#define MOVE_ONE(from, to) \
	do { \
		pthread_mutex_lock(&bank); (from)--; (to)++; pthread_mutex_unlock(&bank); \
	} while (0)

void *teller(void *arg)
{
	(void)arg;
	MOVE_ONE(cash, vault);
	return 0;
}

void *auditor(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&bank);
	assert(cash + vault == 10);
	pthread_mutex_unlock(&bank);
	return 0;
}

int main(void)
{
	pthread_t t, a;
	pthread_create(&t, 0, teller, 0);
	pthread_create(&a, 0, auditor, 0);
	pthread_join(t, 0);
	pthread_join(a, 0);
	return 0;
}
