// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: kmalloc'd requests on a list_head list under a spinlock. The reader takes
 * the first request under the lock, drops the lock, then reads it; the drainer unlinks and frees
 * every request under the lock. */
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include "kq.h"

struct kq_req {
	struct list_head node;
	int magic;
};

static LIST_HEAD(kq_pending);
static DEFINE_SPINLOCK(kq_lock);
int kq_seen;

int kq_setup(void *unused)
{
	struct kq_req *r = kzalloc(sizeof(*r), GFP_KERNEL);

	if (!r)
		return -ENOMEM;
	r->magic = KQ_MAGIC;
	spin_lock(&kq_lock);
	list_add_tail(&r->node, &kq_pending);
	spin_unlock(&kq_lock);
	return 0;
}

int kq_peek(void *unused)
{
	struct kq_req *r = NULL;

	spin_lock(&kq_lock);
	if (!list_empty(&kq_pending))
		r = list_first_entry(&kq_pending, struct kq_req, node);
	spin_unlock(&kq_lock);
	if (r)
		kq_seen = r->magic;	/* BUG: the request may be freed once the lock is dropped */
	return 0;
}

int kq_drain(void *unused)
{
	struct kq_req *r, *tmp;

	spin_lock(&kq_lock);
	list_for_each_entry_safe(r, tmp, &kq_pending, node) {
		list_del(&r->node);
		kfree(r);
	}
	spin_unlock(&kq_lock);
	return 0;
}
