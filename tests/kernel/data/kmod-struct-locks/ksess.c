// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a session object with a reference count; the last put tears it down. The
 * user takes a reference only while the session is live, but checks and increments in two steps. */
#include <linux/atomic.h>
#include <linux/spinlock.h>
#include "ksess.h"

struct ksess sess;

int ksess_user(void *unused)
{
	if (atomic_read(&sess.refs) > 0)	/* BUG: check and get are two steps */
		atomic_inc(&sess.refs);
	else
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
