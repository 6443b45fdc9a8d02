// SPDX-License-Identifier: GPL-2.0
/* RCU publication: the publisher makes a config visible before it has filled it in. */
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include "kp.h"

struct kp_conf {
	int magic;
};

static struct kp_conf __rcu *kp_current;
int kp_seen;
int kp_found;

int kp_publish(void *unused)
{
	struct kp_conf *c = kzalloc(sizeof(*c), GFP_KERNEL);

	if (!c)
		return -ENOMEM;
	rcu_assign_pointer(kp_current, c);
	c->magic = KP_MAGIC;	/* BUG: readers can see the config before this store */
	return 0;
}

int kp_read(void *unused)
{
	struct kp_conf *c;

	rcu_read_lock();
	c = rcu_dereference(kp_current);
	if (c) {
		kp_found = 1;
		kp_seen = c->magic;
	}
	rcu_read_unlock();
	return 0;
}
