/* Liveness: the waiter spins until `go` is set, then reports `done`; nobody ever sets `go`,
 * so `done` never becomes 1. The script asks SPIN for `<> (done == 1)` (with weak fairness);
 * the acceptance cycle is the spin loop, and the real program keeps spinning in it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: liveness
 * RUN: mokert run %S/liveness_spin_flag.prx
 * EXPECT-SPIN: acceptance-cycle
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: liveness_spin_flag.c:22
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

int go = 0;
int done = 0;

void *waiter(void *arg)
{
	(void)arg;
	while (go == 0) {
	}
	done = 1;
	return NULL;
}

int main(void)
{
	pthread_t w;
	pthread_create(&w, NULL, waiter, NULL);
	pthread_join(w, NULL);
	printf("done = %d\n", done);
	return 0;
}
