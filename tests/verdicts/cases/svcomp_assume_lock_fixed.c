/* SV-COMP style, fixed: acquire is a __VERIFIER_atomic_ function, so testing and taking the
 * lock is one step and the critical section holds one thread at a time. Written for
 * mokert's verdict corpus in the style of SV-COMP's pthread tasks.
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
void reach_error() { __assert_fail("0", "svcomp_assume_lock_fixed.c", 15, "reach_error"); }
extern void __VERIFIER_assume(int cond);

int lock = 0;
int inside = 0;

void __VERIFIER_atomic_acquire(void)
{
	__VERIFIER_assume(lock == 0);
	lock = 1;
}

void __VERIFIER_atomic_release(void)
{
	lock = 0;
}

void *thr(void *arg)
{
	(void)arg;
	__VERIFIER_atomic_acquire();
	inside = inside + 1;
	if (inside != 1)
		reach_error();
	inside = inside - 1;
	__VERIFIER_atomic_release();
	return 0;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, thr, 0);
	pthread_create(&t2, 0, thr, 0);
	return 0;
}
