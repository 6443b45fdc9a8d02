// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: an open path with goto-based error handling under a mutex taken with
 * mutex_lock_interruptible; the "no slot" path jumps past the unlock. */
#include <linux/mutex.h>
#include <linux/errno.h>
#include "kg.h"

struct kcfg_dev gdev;

static int kg_claim(struct kcfg_dev *d)
{
	int ret;

	ret = mutex_lock_interruptible(&d->lock);
	if (ret)
		return ret;
	if (d->used >= d->slots) {
		d->rejected++;
		ret = -EBUSY;
		goto out;	/* BUG: should be out_unlock */
	}
	d->used++;
	ret = 0;
out_unlock:
	mutex_unlock(&d->lock);
out:
	return ret;
}

static void kg_release(struct kcfg_dev *d)
{
	mutex_lock(&d->lock);
	d->used--;
	mutex_unlock(&d->lock);
}

int kg_open_a(void *unused)
{
	if (kg_claim(&gdev) == 0)
		kg_release(&gdev);
	return 0;
}

int kg_open_b(void *unused)
{
	if (kg_claim(&gdev) == 0)
		kg_release(&gdev);
	return 0;
}
