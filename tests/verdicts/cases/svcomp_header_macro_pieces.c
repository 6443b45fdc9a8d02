/* Two walkers pass a turnstile under the lock of their lane while main, under the lock of
 * the control room, checks that nobody is inside the gate. Every step is a macro of
 * the program's header (svcomp_header_macro_pieces.h); a pass is `enter` then `leave` inside
 * one macro, so a walker stopped between the two is inside the gate when main checks: the
 * lane's lock and the control room's lock have nothing in common, reach_error. The replay must
 * stop the walker between two pieces of one macro's expansion; before, the instrumented program
 * did not compile (the workers' start macro was wrapped whole as a condition) and the switch
 * could only fall after the whole pass (NOT_REPRODUCED).
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %S/svcomp_header_macro_pieces.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

#include "svcomp_header_macro_pieces.h"

int inside;
pthread_mutex_t lane = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t control_room = PTHREAD_MUTEX_INITIALIZER;

void *walker_run(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lane);
	pass_gate(inside);
	pthread_mutex_unlock(&lane);
	return 0;
}

int main(void)
{
	start_workers(walker);
	pthread_mutex_lock(&control_room);
	gate_empty(inside);
	pthread_mutex_unlock(&control_room);
	stop_workers(walker);
	return 0;
}
