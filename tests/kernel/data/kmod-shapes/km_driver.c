// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: km_open and km_close in two kernel threads. */
#include "kd_threads.h"
#include "km.h"

static int __init kd_init(void)
{
	kd_run_two(km_open, "km_open", km_close, "km_close");
	MOKERT_CHECK(km_bad == 0);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
