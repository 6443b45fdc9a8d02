// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: kc_producer and kc_consumer run in two kernel threads; the consumer
 * saw the producer's value. */
#include "kd_threads.h"
#include "kcfg.h"

static int __init kd_init(void)
{
	spin_lock_init(&cfg.lock);
	init_completion(&cfg.ready);
	kd_run_two(kc_producer, "kc_producer", kc_consumer, "kc_consumer");
	MOKERT_CHECK(cfg.seen == 42);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
