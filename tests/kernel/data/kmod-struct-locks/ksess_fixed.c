// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: ksess.c with the reference taken by atomic_inc_not_zero, one step. */
#include <linux/atomic.h>
#include <linux/spinlock.h>
#include "ksess.h"

struct ksess sess;

int ksess_user(void *unused)
{
	if (!atomic_inc_not_zero(&sess.refs))
		return 0;
	spin_lock(&sess.lock);
	sess.uses++;
	spin_unlock(&sess.lock);
	if (atomic_dec_and_test(&sess.refs))
		sess.torn_down++;
	return 0;
}

int ksess_closer(void *unused)
{
	if (atomic_dec_and_test(&sess.refs))
		sess.torn_down++;
	return 0;
}
