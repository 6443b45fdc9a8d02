/* Helpers for Modex's extended proctypes (-e, -xe): they run when a thread calls them, never on
 * their own; swap_in is defined by the script's %C, not here (written for mokert). */
#include <pthread.h>
#include <assert.h>

int slot, taken;

void
claim(int me)
{
	if (swap_in(&slot, 0, me))
		taken++;
}

void
reset(void)
{
	slot = 0;
	taken = 0;
}

void *
user(void *arg)
{
	claim(1);
	return 0;
}

int
main(void)
{	pthread_t t, u;

	pthread_create(&t, 0, user, 0);
	pthread_create(&u, 0, user, 0);
	pthread_join(t, 0);
	pthread_join(u, 0);
	assert(taken == 1);
	return 0;
}
