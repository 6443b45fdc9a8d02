// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a device set up lazily by its first open, under a mutex of its own that
 * the close takes too: km is seen only once it is initialised. */
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
static DEFINE_MUTEX(km_init_lock);
int km_bad;

static int km_setup(void)
{
	struct km_dev *d = kzalloc(sizeof(*d), GFP_KERNEL);

	if (!d)
		return -ENOMEM;
	mutex_init(&d->lock);
	atomic_set(&d->users, 1);
	km = d;
	return 0;
}

int km_open(void *unused)
{
	int err = 0;

	mutex_lock(&km_init_lock);
	if (!km)
		err = km_setup();
	mutex_unlock(&km_init_lock);
	if (err)
		return err;
	if (mutex_lock_interruptible(&km->lock))
		return -ERESTARTSYS;
	km->open_count++;
	mutex_unlock(&km->lock);
	atomic_inc(&km->users);
	return 0;
}

int km_close(void *unused)
{
	struct km_dev *d;

	mutex_lock(&km_init_lock);
	d = km;
	mutex_unlock(&km_init_lock);
	if (!d)
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
