// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a pair of counters under a seqlock; the reader retries until it read both
 * from one version. */
#include <linux/seqlock.h>
#include <linux/spinlock.h>
#include "ks.h"

struct ks_stats {
	seqlock_t lock;
	unsigned long lo, hi;
};

static struct ks_stats ks = { .lock = __SEQLOCK_UNLOCKED(ks.lock) };
int ks_bad;

int ks_update(void *unused)
{
	unsigned long flags;

	write_seqlock_irqsave(&ks.lock, flags);
	ks.lo++;
	ks.hi++;
	write_sequnlock_irqrestore(&ks.lock, flags);
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
