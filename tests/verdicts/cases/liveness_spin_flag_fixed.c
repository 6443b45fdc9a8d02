/* Liveness, fixed: a starter thread sets `go`, so under weak fairness every run reaches
 * `done == 1` and SPIN finds no acceptance cycle. Written for mokert's verdict corpus.
 *
 * CLASS: liveness
 * RUN: mokert run %S/liveness_spin_flag_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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

void *starter(void *arg)
{
	(void)arg;
	go = 1;
	return NULL;
}

int main(void)
{
	pthread_t w, s;
	pthread_create(&w, NULL, waiter, NULL);
	pthread_create(&s, NULL, starter, NULL);
	pthread_join(w, NULL);
	pthread_join(s, NULL);
	printf("done = %d\n", done);
	return 0;
}
