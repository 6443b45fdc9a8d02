/* SV-COMP style with nondeterministic input: clients ask for 1 or 2 units of a budget of 2
 * and check-then-act on it without atomicity. Only when both ask for 1, or one asks for 2,
 * and the checks interleave does the budget go over: the replay must give the real program
 * the amounts the model chose. The threads are started from an array in a loop.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
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
void reach_error() { __assert_fail("0", "svcomp_nondet_budget.c", 18, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int budget = 2;
int used = 0;

void *client(void *arg)
{
	(void)arg;
	int want = __VERIFIER_nondet_int();
	if (want < 1 || want > 2)
		return 0;
	if (used + want <= budget)
		used = used + want;
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
