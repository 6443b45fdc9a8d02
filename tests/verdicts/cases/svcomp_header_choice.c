/* Two clerks work on one ledger, each under the lock of its own desk, and each either moves an
 * entry (in transit between two critical sections of the ledger's lock) or audits the ledger
 * (no entry in transit), as __VERIFIER_nondet_int() chooses inside the header's macro. The desk
 * locks differ, so one clerk can audit while the other's move is half done: reach_error.
 * Only the header names SV-COMP's functions; before, the model left __VERIFIER_nondet_int()
 * as a C call and pan did not link.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %S/svcomp_header_choice.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

#include "svcomp_header_choice.h"

int in_transit;
pthread_mutex_t desk_a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t desk_b = PTHREAD_MUTEX_INITIALIZER;

static void work_at(pthread_mutex_t *desk)
{
	pthread_mutex_lock(desk);
	move_or_audit(in_transit);
	pthread_mutex_unlock(desk);
}

void *clerk_a(void *arg)
{
	(void)arg;
	work_at(&desk_a);
	return 0;
}

void *clerk_b(void *arg)
{
	(void)arg;
	work_at(&desk_b);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, clerk_a, 0);
	pthread_create(&b, 0, clerk_b, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
