/* SV-COMP style: a lock built from __VERIFIER_assume, but acquire() is not an atomic
 * function: two threads can both see the lock free before either takes it, and both enter
 * the critical section. Written for mokert's verdict corpus in the style of SV-COMP's
 * pthread tasks.
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
void reach_error() { __assert_fail("0", "svcomp_assume_lock.c", 17, "reach_error"); }
extern void __VERIFIER_assume(int cond);

int lock = 0;
int inside = 0;

void acquire(void)
{
	__VERIFIER_assume(lock == 0);
	lock = 1;
}

void release(void)
{
	lock = 0;
}

void *thr(void *arg)
{
	(void)arg;
	acquire();
	inside = inside + 1;
	if (inside != 1)
		reach_error();
	inside = inside - 1;
	release();
	return 0;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, thr, 0);
	pthread_create(&t2, 0, thr, 0);
	return 0;
}
