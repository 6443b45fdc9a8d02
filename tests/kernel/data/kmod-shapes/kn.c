// SPDX-License-Identifier: GPL-2.0
/* A kref-counted object published in a pointer under a spinlock. Its release takes the lock to
 * unpublish it, then frees it. The lookup takes its reference after dropping the lock. */
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
	spin_unlock(&kn_lock);
	if (o) {
		kref_get(&o->ref);	/* BUG: the reference is taken after the lock is dropped */
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
