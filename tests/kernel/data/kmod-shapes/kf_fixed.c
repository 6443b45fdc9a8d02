// SPDX-License-Identifier: GPL-2.0
/* A kref-counted session kmalloc'd and published under a spinlock; a reader holds a reference. */
#include <linux/kref.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include "kf.h"

struct kf_sess {
	struct kref ref;
	int magic;
};

static struct kf_sess *kf_cur;
static DEFINE_SPINLOCK(kf_lock);
int kf_seen;

static void kf_release(struct kref *ref)
{
	struct kf_sess *s = container_of(ref, struct kf_sess, ref);

	kfree(s);
}

int kf_setup(void *unused)
{
	struct kf_sess *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return -ENOMEM;
	kref_init(&s->ref);
	s->magic = KF_MAGIC;
	spin_lock(&kf_lock);
	kf_cur = s;
	spin_unlock(&kf_lock);
	return 0;
}

int kf_lookup(void *unused)
{
	struct kf_sess *s;

	spin_lock(&kf_lock);
	s = kf_cur;
	if (s)
		kref_get(&s->ref);
	spin_unlock(&kf_lock);
	if (s) {
		kf_seen = s->magic;
		kref_put(&s->ref, kf_release);
	}
	return 0;
}

int kf_close(void *unused)
{
	struct kf_sess *s;

	spin_lock(&kf_lock);
	s = kf_cur;
	kf_cur = NULL;
	spin_unlock(&kf_lock);
	if (s)
		kref_put(&s->ref, kf_release);
	return 0;
}
