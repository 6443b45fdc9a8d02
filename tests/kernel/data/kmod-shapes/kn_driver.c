// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kn_setup, then kn_lookup and kn_close in two kernel threads. */
#include "kd_threads.h"
#include "kn.h"

static int __init kd_init(void)
{
	static struct kd_thread setup;

	setup.fn = kn_setup;
	init_completion(&setup.done);
	kthread_run(kd_main, &setup, "%s", "kn_setup");
	wait_for_completion(&setup.done);
	kd_run_two(kn_lookup, "kn_lookup", kn_close, "kn_close");
	MOKERT_CHECK(kn_seen == 0 || kn_seen == KN_VAL);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
