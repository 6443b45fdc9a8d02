// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: ku_update and ku_kill run in two kernel threads. */
#include "kd_threads.h"
#include "ku.h"

static int __init kd_init(void)
{
	kd_run_two(ku_update, "ku_update", ku_kill, "ku_kill");
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
