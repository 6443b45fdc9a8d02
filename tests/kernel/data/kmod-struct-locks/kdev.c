// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a device with its locks and counters in one struct; close drops a user
 * without the lock. */
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/atomic.h>
#include "kdev.h"

struct kdev dev;

int kdev_open(void *unused)
{
	int n;

	spin_lock(&dev.lock);
	dev.users++;
	spin_unlock(&dev.lock);
	atomic_inc(&dev.opens);
	mutex_lock(&dev.cfg_lock);
	n = atomic_read(&dev.opens);
	dev.cfg_seen += n > 0;
	mutex_unlock(&dev.cfg_lock);
	return 0;
}

int kdev_close(void *unused)
{
	dev.users--;	/* BUG: dev.lock not held */
	atomic_dec(&dev.opens);
	mutex_lock(&dev.cfg_lock);
	dev.cfg_seen++;
	mutex_unlock(&dev.cfg_lock);
	return 0;
}
