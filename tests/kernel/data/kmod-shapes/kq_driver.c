// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kq_setup queues one request in a thread of its own, then kq_peek and
 * kq_drain run in two kernel threads; a value read is the request's. */
#include "kd_threads.h"
#include "kq.h"

static int __init kd_init(void)
{
	static struct kd_thread setup;

	setup.fn = kq_setup;
	init_completion(&setup.done);
	kthread_run(kd_main, &setup, "%s", "kq_setup");
	wait_for_completion(&setup.done);
	kd_run_two(kq_peek, "kq_peek", kq_drain, "kq_drain");
	MOKERT_CHECK(kq_seen == 0 || kq_seen == KQ_MAGIC);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
