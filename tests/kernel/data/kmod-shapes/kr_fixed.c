// SPDX-License-Identifier: GPL-2.0
/* kr.c fixed: the lookup takes its reference under the lock, and only while the count is not
 * zero (a release may be waiting for the lock to unpublish the object). */
#include <linux/kref.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include "kr.h"

struct kr_obj {
	struct kref ref;
	int val;
};

static struct kr_obj *kr_cur;
static DEFINE_SPINLOCK(kr_lock);
int kr_seen;

static void kr_release(struct kref *ref)
{
	struct kr_obj *o = container_of(ref, struct kr_obj, ref);

	spin_lock(&kr_lock);
	if (kr_cur == o)
		kr_cur = NULL;
	spin_unlock(&kr_lock);
	kfree(o);
}

int kr_setup(void *unused)
{
	struct kr_obj *o = kzalloc(sizeof(*o), GFP_KERNEL);

	if (!o)
		return -ENOMEM;
	kref_init(&o->ref);
	o->val = KR_VAL;
	spin_lock(&kr_lock);
	kr_cur = o;
	spin_unlock(&kr_lock);
	return 0;
}

int kr_lookup(void *unused)
{
	struct kr_obj *o;

	spin_lock(&kr_lock);
	o = kr_cur;
	if (o && !kref_get_unless_zero(&o->ref))
		o = NULL;
	spin_unlock(&kr_lock);
	if (o) {
		kr_seen = o->val;
		kref_put(&o->ref, kr_release);
	}
	return 0;
}

int kr_close(void *unused)
{
	struct kr_obj *o;

	spin_lock(&kr_lock);
	o = kr_cur;
	spin_unlock(&kr_lock);
	if (o)
		kref_put(&o->ref, kr_release);
	return 0;
}
