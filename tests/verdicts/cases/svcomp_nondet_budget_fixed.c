/* SV-COMP style with nondeterministic input, fixed: the check and the update of the budget
 * are one __VERIFIER_atomic_ function. Written for mokert's verdict corpus in the style of
 * SV-COMP's pthread tasks.
 *
 * The range is the claim (a search on the default range is no proof):
 * -1..2 holds both kinds of request the client makes (a value outside 1..2, which it
 * drops, and each of 1 and 2), so the proof over it is the proof for every int.
 *
 * CLASS: svcomp
 * RUN: mokert run %s --nondet -1..2
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_nondet_budget_fixed.c", 15, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int budget = 2;
int used = 0;

void __VERIFIER_atomic_reserve(int want)
{
	if (used + want <= budget)
		used = used + want;
}

void *client(void *arg)
{
	(void)arg;
	int want = __VERIFIER_nondet_int();
	if (want < 1 || want > 2)
		return 0;
	__VERIFIER_atomic_reserve(want);
	return 0;
}

int main(void)
{
	pthread_t t[2];
	int i;
	for (i = 0; i < 2; i++)
		pthread_create(&t[i], 0, client, 0);
	for (i = 0; i < 2; i++)
		pthread_join(t[i], 0);
	if (used > budget)
		reach_error();
	return 0;
}
