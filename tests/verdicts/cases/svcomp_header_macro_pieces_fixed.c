/* Fixed twin of svcomp_header_macro_pieces.c: the walkers and main's check all hold the one
 * control-room lock, so nobody is ever inside the gate when main looks. The steps are the same
 * header macros (split into their statements by the model); two walkers: a complete search.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %S/svcomp_header_macro_pieces_fixed.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

#include "svcomp_header_macro_pieces.h"

int inside;
pthread_mutex_t control_room = PTHREAD_MUTEX_INITIALIZER;

void *walker_run(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&control_room);
	pass_gate(inside);
	pthread_mutex_unlock(&control_room);
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
