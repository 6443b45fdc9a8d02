// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: the object starts with one reference (the closer's); a user and the
 * closer run in two kernel threads, and afterwards it has been released once. */
#include "kd_threads.h"
#include "kr.h"

static int __init kd_init(void)
{
	spin_lock_init(&obj.lock);
	refcount_set(&obj.refs, 1);
	kd_run_two(kr_user, "kr_user", kr_closer, "kr_closer");
	MOKERT_CHECK(obj.released == 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
