// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: a payment and a refund between two accounts in two kernel threads;
 * the money is all there afterwards. */
#include "kd_threads.h"
#include "kacct.h"

static int __init kd_init(void)
{
	mutex_init(&accts[0].lock);
	mutex_init(&accts[1].lock);
	accts[0].balance = 100;
	accts[1].balance = 100;
	kd_run_two(kacct_pay, "kacct_pay", kacct_refund, "kacct_refund");
	MOKERT_CHECK(accts[0].balance + accts[1].balance == 200);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
