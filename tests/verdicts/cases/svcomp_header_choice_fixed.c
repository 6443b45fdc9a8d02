/* Fixed twin of svcomp_header_choice.c: both clerks work under the same desk lock, so no audit
 * runs beside a half-done move. The choice in the header's macro is a condition on
 * __VERIFIER_nondet_int(), which takes both branches and bounds nothing: the search is a proof.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %S/svcomp_header_choice_fixed.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

#include "svcomp_header_choice.h"

int in_transit;
pthread_mutex_t desk = PTHREAD_MUTEX_INITIALIZER;

static void work_at(pthread_mutex_t *d)
{
	pthread_mutex_lock(d);
	move_or_audit(in_transit);
	pthread_mutex_unlock(d);
}

void *clerk_a(void *arg)
{
	(void)arg;
	work_at(&desk);
	return 0;
}

void *clerk_b(void *arg)
{
	(void)arg;
	work_at(&desk);
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
