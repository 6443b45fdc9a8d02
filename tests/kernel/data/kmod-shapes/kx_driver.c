// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: two claimers of a free slot run in two kernel threads; at most one
 * claimed it. */
#include "kd_threads.h"
#include "kx.h"

static int __init kd_init(void)
{
	kd_run_two(kx_claim_a, "kx_claim_a", kx_claim_b, "kx_claim_b");
	MOKERT_CHECK(slot.claims <= 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
