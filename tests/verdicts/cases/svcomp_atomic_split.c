/* SV-COMP style: each thread increments `x` in two atomic sections, a read and a write, so
 * the increment as a whole is not atomic and one can be lost.
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
void reach_error() { __assert_fail("0", "svcomp_atomic_split.c", 16, "reach_error"); }
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int x = 0;

void *inc(void *arg)
{
	(void)arg;
	int t;
	__VERIFIER_atomic_begin();
	t = x;
	__VERIFIER_atomic_end();
	__VERIFIER_atomic_begin();
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
