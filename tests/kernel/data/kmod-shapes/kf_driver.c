// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kf_setup, then kf_lookup and kf_close in two kernel threads. */
#include "kd_threads.h"
#include "kf.h"

static int __init kd_init(void)
{
	static struct kd_thread setup;

	setup.fn = kf_setup;
	init_completion(&setup.done);
	kthread_run(kd_main, &setup, "%s", "kf_setup");
	wait_for_completion(&setup.done);
	kd_run_two(kf_lookup, "kf_lookup", kf_close, "kf_close");
	MOKERT_CHECK(kf_seen == 0 || kf_seen == KF_MAGIC);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
