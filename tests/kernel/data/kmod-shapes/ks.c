// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a pair of counters read under a seqlock; the writer updates them under a
 * spinlock of its own, which the reader's retry does not see. */
#include <linux/seqlock.h>
#include <linux/spinlock.h>
#include "ks.h"

struct ks_stats {
	seqlock_t lock;
	unsigned long lo, hi;
};

static struct ks_stats ks = { .lock = __SEQLOCK_UNLOCKED(ks.lock) };
int ks_bad;
static DEFINE_SPINLOCK(ks_update_lock);

int ks_update(void *unused)
{
	spin_lock(&ks_update_lock);	/* BUG: not the seqlock's write side */
	ks.lo++;
	ks.hi++;
	spin_unlock(&ks_update_lock);
	return 0;
}

int ks_read(void *unused)
{
	unsigned long lo, hi;
	unsigned int seq;

	do {
		seq = read_seqbegin(&ks.lock);
		lo = ks.lo;
		hi = ks.hi;
	} while (read_seqretry(&ks.lock, seq));
	if (lo != hi)
		ks_bad = 1;
	return 0;
}
