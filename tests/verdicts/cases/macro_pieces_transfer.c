/* A teller moves one unit from `cash` to `vault` with a macro of this C file that takes the
 * bank's lock twice: once to take the unit out, once to put it in. An auditor, under the bank's
 * lock too, checks that the two add up to the total; between the macro's two halves one unit is
 * in the teller's hand, so the audit fails. The switch falls between two statements of one
 * macro's use, which share its line and column: the replay must tell them apart and stop the
 * teller there, in the written-out expansion (before, the stop could only follow the whole use,
 * and the audit passed: NOT_REPRODUCED).
 * Written for mokert's verdict corpus.
 *
 * CLASS: atomicity-two-locks
 * RUN: mokert run %S/macro_pieces_transfer.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: cash + vault == 10
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t bank = PTHREAD_MUTEX_INITIALIZER;
int cash = 10, vault;

#define MOVE_ONE(from, to) \
	do { \
		pthread_mutex_lock(&bank); (from)--; pthread_mutex_unlock(&bank); \
		pthread_mutex_lock(&bank); (to)++; pthread_mutex_unlock(&bank); \
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
