/* SV-COMP style, fixed: the read and the write of `x` are in one atomic section.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_atomic_split_fixed.c", 14, "reach_error"); }
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int x = 0;

void *inc(void *arg)
{
	(void)arg;
	int t;
	__VERIFIER_atomic_begin();
	t = x;
	x = t + 1;
	__VERIFIER_atomic_end();
	return 0;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, inc, 0);
	pthread_create(&t2, 0, inc, 0);
	pthread_join(t1, 0);
	pthread_join(t2, 0);
	if (x != 2)
		reach_error();
	return 0;
}
