// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kr_setup, then kr_lookup and kr_close in two kernel threads. */
#include "kd_threads.h"
#include "kr.h"

static int __init kd_init(void)
{
	static struct kd_thread setup;

	setup.fn = kr_setup;
	init_completion(&setup.done);
	kthread_run(kd_main, &setup, "%s", "kr_setup");
	wait_for_completion(&setup.done);
	kd_run_two(kr_lookup, "kr_lookup", kr_close, "kr_close");
	MOKERT_CHECK(kr_seen == 0 || kr_seen == KR_VAL);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
