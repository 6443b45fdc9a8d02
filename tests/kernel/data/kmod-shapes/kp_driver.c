// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kp_publish and kp_read in two kernel threads; a config found is filled in. */
#include "kd_threads.h"
#include "kp.h"

static int __init kd_init(void)
{
	kd_run_two(kp_publish, "kp_publish", kp_read, "kp_read");
	MOKERT_CHECK(!kp_found || kp_seen == KP_MAGIC);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
