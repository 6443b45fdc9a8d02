// SPDX-License-Identifier: GPL-2.0
/*
 * mokert in-tree replay: the hook that starts the test driver (written for mokert).
 *
 * The driver is written as for the kmod target, a module whose init starts the replay threads
 * and waits for them. Built into the kernel, its init must not run at boot: the runtime's
 * header turns module_init(fn) into the pointer mokert_ktree_driver_init, and /init starts it by
 * writing to /sys/module/mokert_ktree/parameters/start once user space (proc, sysfs) is up.
 * The write returns when the driver's init has returned, so its checks are on the console
 * before /init powers the machine off.
 */
#include <linux/atomic.h>
#include <linux/errno.h>
#include <linux/moduleparam.h>
#include <linux/printk.h>

extern int (*const mokert_ktree_driver_init)(void);

static int mokert_ktree_start(const char *val, const struct kernel_param *kp)
{
	static atomic_t started = ATOMIC_INIT(0);
	int ret;

	if (atomic_xchg(&started, 1))
		return -EBUSY;
	pr_info("MOKERT-KTREE driver start\n");
	ret = mokert_ktree_driver_init();
	pr_info("MOKERT-KTREE driver returned %d\n", ret);
	return 0;
}

static const struct kernel_param_ops mokert_ktree_start_ops = {
	.set = mokert_ktree_start,
};
module_param_cb(start, &mokert_ktree_start_ops, NULL, 0200);
MODULE_PARM_DESC(start, "mokert: write anything to run the test driver's init once");
