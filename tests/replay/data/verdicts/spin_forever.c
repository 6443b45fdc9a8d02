/* Starvation: the spinner waits for `turn`, which nobody sets; `done` is never set. Checked
 * with ltl { <> (done == 1) }: SPIN finds an acceptance cycle; the real program spins for ever
 * in the same loop: CONFIRMED (livelock or starvation). Written for mokert. */
#include <pthread.h>

int turn = 0, done = 0;

void *spinner(void *arg)
{
	(void)arg;
	while (turn == 0) {
	}
	done = 1;
	return NULL;
}

int main(void)
{
	pthread_t t;
	pthread_create(&t, NULL, spinner, NULL);
	pthread_join(t, NULL);
	return 0;
}
