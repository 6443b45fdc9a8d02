/* Uses a thread library whose header is not installed here (written for mokert). */
#include <stdio.h>
#include <mokert_no_such_threads.h>

int count;
lock_t guard;

void
worker(void)
{	handle_t self;	/* a local of a type the missing header declares */

	self = count;
	lock_grab(&guard, LOCK_WAIT);
	count++;
	assert(count == 1);
	count--;
	lock_drop(&guard);
}
