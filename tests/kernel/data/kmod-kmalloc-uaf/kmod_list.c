// SPDX-License-Identifier: GPL-2.0
/*
 * kmod-list with plain kmalloc/kfree entries (no cache of its own, no SLAB_POISON): the reader
 * drops the lock, then reads an entry the remover may have freed. The replay's kernel poisons
 * every slab cache (slub_debug=FP), so the stale read shows on the console as 0x6b6b6b6b.
 *
 * The module's init and exit are in the kmod-list example's driver.c.
 */
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "kmod_list.h"

static LIST_HEAD(kl_list);
static DEFINE_SPINLOCK(kl_lock);

int kl_seen;	/* what the reader read from the entry's magic; 0: entry not found */

/* Callers hold kl_lock. */
static struct kl_entry *kl_find(int id)
{
	struct kl_entry *e;

	list_for_each_entry(e, &kl_list, node)
		if (e->id == id)
			return e;
	return NULL;
}

int kl_reader(void *unused)
{
	struct kl_entry *e;

	spin_lock(&kl_lock);
	e = kl_find(KL_ID);
	spin_unlock(&kl_lock);
	if (e)
		kl_seen = e->magic;	/* BUG: e may have been freed since the unlock */
	return 0;
}

int kl_remover(void *unused)
{
	struct kl_entry *e;

	spin_lock(&kl_lock);
	e = kl_find(KL_ID);
	if (e) {
		list_del(&e->node);
		kfree(e);
	}
	spin_unlock(&kl_lock);
	return 0;
}

/* The environment: one entry on the list. */
int kl_setup(void)
{
	struct kl_entry *e;

	e = kmalloc(sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	e->id = KL_ID;
	e->magic = KL_MAGIC;
	spin_lock(&kl_lock);
	list_add(&e->node, &kl_list);
	spin_unlock(&kl_lock);
	return 0;
}

void kl_teardown(void)
{
	struct kl_entry *e, *tmp;

	spin_lock(&kl_lock);
	list_for_each_entry_safe(e, tmp, &kl_list, node) {
		list_del(&e->node);
		kfree(e);
	}
	spin_unlock(&kl_lock);
}
