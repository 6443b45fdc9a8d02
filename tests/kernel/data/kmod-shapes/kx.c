// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: two claimers of one slot; one claims it with cmpxchg, the other reads the
 * owner and writes it in two steps. */
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
	if (READ_ONCE(slot.owner))	/* BUG: check and claim are two steps */
		return -EBUSY;
	WRITE_ONCE(slot.owner, 2);
	slot.claims++;
	return 0;
}
