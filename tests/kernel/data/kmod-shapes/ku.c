// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: an update that gives up on a dead device unlocks, then jumps to the common
 * exit, which unlocks again. */
#include <linux/spinlock.h>
#include "ku.h"

struct kudev udev;
static DEFINE_SPINLOCK(ku_lock);

int ku_update(void *unused)
{
	spin_lock(&ku_lock);
	if (udev.state == KU_DEAD) {
		spin_unlock(&ku_lock);
		goto out;
	}
	udev.count++;
out:
	spin_unlock(&ku_lock);	/* BUG: the dead path unlocks twice */
	return 0;
}

int ku_kill(void *unused)
{
	spin_lock(&ku_lock);
	udev.state = KU_DEAD;
	spin_unlock(&ku_lock);
	return 0;
}
