// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a device set up lazily by its first open. km is published before its mutex
 * is initialised: a close that sees it takes the mutex, and the open's mutex_init re-initialises
 * it under the close's hold. */
#include <linux/atomic.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include "km.h"

struct km_dev {
	struct mutex lock;
	atomic_t users;
	int open_count;
	int *buf;
};

static struct km_dev *km;
int km_bad;

static int km_setup(void)
{
	km = kzalloc(sizeof(*km), GFP_KERNEL);	/* BUG: visible before mutex_init */
	if (!km)
		return -ENOMEM;
	mutex_init(&km->lock);
	atomic_set(&km->users, 1);
	return 0;
}

int km_open(void *unused)
{
	if (!km && km_setup())
		return -ENOMEM;
	if (mutex_lock_interruptible(&km->lock))
		return -ERESTARTSYS;
	km->open_count++;
	mutex_unlock(&km->lock);
	atomic_inc(&km->users);
	return 0;
}

int km_close(void *unused)
{
	if (!km)
		return 0;
	if (atomic_dec_and_test(&km->users)) {
		mutex_lock(&km->lock);
		if (km->open_count < 0)
			km_bad = 1;
		mutex_unlock(&km->lock);
	}
	mutex_lock(&km->lock);
	km->open_count--;
	if (km->open_count < -1)
		km_bad = 1;
	mutex_unlock(&km->lock);
	return 0;
}
