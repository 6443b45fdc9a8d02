// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kse_export and kse_import run in two kernel threads. */
#include "kd_threads.h"
#include "kse.h"

static int __init kd_init(void)
{
	kd_run_two(kse_export, "kse_export", kse_import, "kse_import");
	MOKERT_CHECK(kse_moved == 2);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
