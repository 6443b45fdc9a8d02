/* spin_forever.c with the flag set by another thread: the spinner leaves its loop and sets
 * `done`. Under weak fairness SPIN finds no acceptance cycle for <> (done == 1). Written for
 * mokert. */
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

void *releaser(void *arg)
{
	(void)arg;
	turn = 1;
	return NULL;
}

int main(void)
{
	pthread_t t, r;
	pthread_create(&t, NULL, spinner, NULL);
	pthread_create(&r, NULL, releaser, NULL);
	pthread_join(t, NULL);
	pthread_join(r, NULL);
	return 0;
}
