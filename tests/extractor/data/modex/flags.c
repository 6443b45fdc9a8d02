/* Two functions for Modex's command-line selection flags (written for mokert). */
#include <assert.h>

int x;

void
inc(void)
{	int t;

	t = x;
	x = t + 1;
}

void
check(void)
{
	assert(x <= 1);
}
