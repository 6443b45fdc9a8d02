// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a waiter spins until the set-up thread marks the device ready. The set-up
 * gives up when the device failed, and its error path forgets to tell the waiter. */
#include <linux/compiler.h>
#include <linux/errno.h>
#include <asm/processor.h>
#include "kl.h"

struct kldev ldev = { .failed = 1 };

int kl_wait(void *unused)
{
	while (!READ_ONCE(ldev.ready))
		cpu_relax();
	ldev.done = 1;
	return 0;
}

int kl_setup(void *unused)
{
	if (ldev.failed)
		return -EIO;	/* BUG: the waiter is never released */
	WRITE_ONCE(ldev.ready, 1);
	return 0;
}
