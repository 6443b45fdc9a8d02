// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: an object with a refcount_t; the last put releases it. A user takes its
 * reference only while the object is live, in one step. */
#include <linux/refcount.h>
#include <linux/spinlock.h>
#include "kr.h"

struct kobj obj;

static void kobj_put(struct kobj *o)
{
	if (refcount_dec_and_test(&o->refs))
		o->released++;
}

int kr_user(void *unused)
{
	if (!refcount_inc_not_zero(&obj.refs))
		return 0;
	spin_lock(&obj.lock);
	obj.uses++;
	spin_unlock(&obj.lock);
	kobj_put(&obj);
	return 0;
}

int kr_closer(void *unused)
{
	kobj_put(&obj);
	return 0;
}
