// SPDX-License-Identifier: GPL-2.0
/* kn.c fixed: the lookup takes its reference under the lock, and only while the count is not
 * zero (a release may be waiting for the lock to unpublish the object). */
#include <linux/kref.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include "kn.h"

struct kn_obj {
	struct kref ref;
	int val;
};

static struct kn_obj *kn_cur;
static DEFINE_SPINLOCK(kn_lock);
int kn_seen;

static void kn_release(struct kref *ref)
{
	struct kn_obj *o = container_of(ref, struct kn_obj, ref);

	spin_lock(&kn_lock);
	if (kn_cur == o)
		kn_cur = NULL;
	spin_unlock(&kn_lock);
	kfree(o);
}

int kn_setup(void *unused)
{
	struct kn_obj *o = kzalloc(sizeof(*o), GFP_KERNEL);

	if (!o)
		return -ENOMEM;
	kref_init(&o->ref);
	o->val = KN_VAL;
	spin_lock(&kn_lock);
	kn_cur = o;
	spin_unlock(&kn_lock);
	return 0;
}

int kn_lookup(void *unused)
{
	struct kn_obj *o;

	spin_lock(&kn_lock);
	o = kn_cur;
	if (o && !kref_get_unless_zero(&o->ref))
		o = NULL;
	spin_unlock(&kn_lock);
	if (o) {
		kn_seen = o->val;
		kref_put(&o->ref, kn_release);
	}
	return 0;
}

int kn_close(void *unused)
{
	struct kn_obj *o;

	spin_lock(&kn_lock);
	o = kn_cur;
	spin_unlock(&kn_lock);
	if (o)
		kref_put(&o->ref, kn_release);
	return 0;
}
