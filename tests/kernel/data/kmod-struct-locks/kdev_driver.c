// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: the device starts with one user; kdev_open and kdev_close run in
 * two kernel threads, and afterwards the device has one user again. */
#include "kd_threads.h"
#include "kdev.h"

static int __init kd_init(void)
{
	spin_lock_init(&dev.lock);
	mutex_init(&dev.cfg_lock);
	dev.users = 1;
	atomic_set(&dev.opens, 1);
	kd_run_two(kdev_open, "kdev_open", kdev_close, "kdev_close");
	MOKERT_CHECK(dev.users == 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
