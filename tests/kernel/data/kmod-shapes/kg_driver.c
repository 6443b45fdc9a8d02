// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: one slot; two opens (each claims the slot and releases it) run in
 * two kernel threads; afterwards the slot is free. */
#include "kd_threads.h"
#include "kg.h"

static int __init kd_init(void)
{
	mutex_init(&gdev.lock);
	gdev.slots = 1;
	kd_run_two(kg_open_a, "kg_open_a", kg_open_b, "kg_open_b");
	MOKERT_CHECK(gdev.used == 0);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
