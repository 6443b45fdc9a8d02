// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: the loader and the worker run in two kernel threads; the worker saw
 * the firmware. */
#include "kd_threads.h"
#include "kc.h"

static int __init kd_init(void)
{
	init_completion(&hs.loaded);
	init_completion(&hs.ack);
	kd_run_two(kc_loader, "kc_loader", kc_worker, "kc_worker");
	MOKERT_CHECK(hs.seen == 3);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
