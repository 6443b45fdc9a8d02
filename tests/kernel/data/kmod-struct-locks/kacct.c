// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: transfers between accounts, each with its own mutex; the locks are taken in
 * argument order. */
#include <linux/mutex.h>
#include "kacct.h"

struct kacct accts[2];

static void transfer(struct kacct *from, struct kacct *to, int amount)
{
	mutex_lock(&from->lock);
	mutex_lock(&to->lock);	/* BUG: two transfers in opposite directions deadlock */
	from->balance -= amount;
	to->balance += amount;
	mutex_unlock(&to->lock);
	mutex_unlock(&from->lock);
}

int kacct_pay(void *unused)
{
	transfer(&accts[0], &accts[1], 10);
	return 0;
}

int kacct_refund(void *unused)
{
	transfer(&accts[1], &accts[0], 5);
	return 0;
}
