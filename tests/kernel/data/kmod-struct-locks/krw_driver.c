// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: krw_update runs in two kernel threads; each bumped the
 * version. */
#include "kd_threads.h"
#include "krw.h"

static int __init kd_init(void)
{
	rwlock_init(&tbl.lock);
	kd_run_two(krw_update, "krw_update", krw_update, "krw_update");
	MOKERT_CHECK(tbl.version == 2);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
