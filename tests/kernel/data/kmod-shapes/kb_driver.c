// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kb_ioctl and kb_reset run in two kernel threads; they never work on
 * the device at the same time. */
#include "kd_threads.h"
#include "kb.h"

static int __init kd_init(void)
{
	kd_run_two(kb_ioctl, "kb_ioctl", kb_reset, "kb_reset");
	MOKERT_CHECK(bdev.overlap == 0);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
