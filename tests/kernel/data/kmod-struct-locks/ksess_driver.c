// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: the session starts with one reference (the closer's); ksess_user and
 * ksess_closer run in two kernel threads, and afterwards it has been torn down once. */
#include "kd_threads.h"
#include "ksess.h"

static int __init kd_init(void)
{
	spin_lock_init(&sess.lock);
	atomic_set(&sess.refs, 1);
	kd_run_two(ksess_user, "ksess_user", ksess_closer, "ksess_closer");
	MOKERT_CHECK(sess.torn_down == 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
