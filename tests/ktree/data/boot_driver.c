// SPDX-License-Identifier: GPL-2.0
/* A test driver that starts no replay thread (written for mokert's tests): proves that the
 * replay kernel boots, that /init can start the built-in driver, and that its init ran. */
#include "mokert_replay_user.h"
#include <linux/module.h>

static int __init boot_driver_init(void)
{
	pr_info("ktree-boot-driver: init ran\n");
	pr_info("MOKERT-KMOD finished stalled=0\n");
	return 0;
}

module_init(boot_driver_init);
MODULE_LICENSE("GPL");
