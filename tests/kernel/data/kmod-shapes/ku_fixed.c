// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: ku.c fixed: the dead path jumps to the common exit, which unlocks once. */
#include <linux/spinlock.h>
#include "ku.h"

struct kudev udev;
static DEFINE_SPINLOCK(ku_lock);

int ku_update(void *unused)
{
	spin_lock(&ku_lock);
	if (udev.state == KU_DEAD)
		goto out;
	udev.count++;
out:
	spin_unlock(&ku_lock);
	return 0;
}

int ku_kill(void *unused)
{
	spin_lock(&ku_lock);
	udev.state = KU_DEAD;
	spin_unlock(&ku_lock);
	return 0;
}
