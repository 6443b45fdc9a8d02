// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kw_producer and kw_consumer run in two kernel threads; the consumer
 * saw the producer's data. */
#include "kd_threads.h"
#include "kw.h"

static int __init kd_init(void)
{
	init_waitqueue_head(&ev.wq);
	kd_run_two(kw_producer, "kw_producer", kw_consumer, "kw_consumer");
	MOKERT_CHECK(ev.seen == 7);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
