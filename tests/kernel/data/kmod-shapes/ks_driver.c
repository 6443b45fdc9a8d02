// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: ks_update and ks_read in two kernel threads. */
#include "kd_threads.h"
#include "ks.h"

static int __init kd_init(void)
{
	kd_run_two(ks_update, "ks_update", ks_read, "ks_read");
	MOKERT_CHECK(ks_bad == 0);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
