// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: two claimers of one slot; both claim it with cmpxchg. */
#include <linux/atomic.h>
#include <linux/errno.h>
#include "kx.h"

struct kslot slot;

int kx_claim_a(void *unused)
{
	if (cmpxchg(&slot.owner, 0, 1))
		return -EBUSY;
	slot.claims++;
	return 0;
}

int kx_claim_b(void *unused)
{
	if (cmpxchg(&slot.owner, 0, 2))
		return -EBUSY;
	slot.claims++;
	return 0;
}
