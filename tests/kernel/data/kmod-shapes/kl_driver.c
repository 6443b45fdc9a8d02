// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kl_wait and kl_setup run in two kernel threads. */
#include "kd_threads.h"
#include "kl.h"

static int __init kd_init(void)
{
	kd_run_two(kl_wait, "kl_wait", kl_setup, "kl_setup");
	MOKERT_CHECK(ldev.done == 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
