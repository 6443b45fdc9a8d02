/* An order violation where the counterexample never lets the second thread run: main starts
 * the setter and checks the flag at once, and in the model the setter has not taken a step when
 * main's assertion fails. main prints before it checks (a write and a flush: time in which a
 * thread left to run freely starts and sets the flag). The replay must hold the setter where
 * the model left it, not before its first step; left free, it made this real bug
 * NOT_REPRODUCED in 2 of 6 runs. Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %S/unstarted_thread_flag.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ready == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int ready;

static void *setter(void *unused)
{
	ready = 1;
	return unused;
}

int main(void)
{
	pthread_t t;
	pthread_create(&t, 0, setter, 0);
	printf("checking the flag\n");
	fflush(stdout);
	assert(ready == 1);
	pthread_join(t, 0);
	return 0;
}
