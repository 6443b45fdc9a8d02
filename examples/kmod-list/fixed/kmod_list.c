// SPDX-License-Identifier: GPL-2.0
/*
 * kmod-list, fixed version: a list of entries under a spinlock, each entry
 * reference counted with a kref.
 *
 * The list holds one reference to each entry. kl_reader() takes a reference
 * under kl_lock before it drops the lock, reads the entry, and puts the
 * reference. kl_remover() unlinks the entry under kl_lock and puts the list's
 * reference. The entry is freed by whoever puts the last reference, so the
 * reader can no longer read freed memory.
 *
 * Entries come from a cache of their own created with SLAB_POISON, so a freed
 * entry is filled with POISON_FREE (0x6b) and the stale read is visible on a
 * stock kernel without KASAN or slub_debug on the command line.
 *
 * The module's init and exit are in driver.c (the test driver).
 */
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "kmod_list.h"

static LIST_HEAD(kl_list);
static DEFINE_SPINLOCK(kl_lock);
static struct kmem_cache *kl_cache;

int kl_seen;	/* what the reader read from the entry's magic; 0: entry not found */

static void kl_release(struct kref *ref)
{
	kmem_cache_free(kl_cache, container_of(ref, struct kl_entry, ref));
}

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
	if (e)
		kref_get(&e->ref);	/* keeps e alive after the unlock */
	spin_unlock(&kl_lock);
	if (e) {
		kl_seen = e->magic;
		kref_put(&e->ref, kl_release);
	}
	return 0;
}

int kl_remover(void *unused)
{
	struct kl_entry *e;

	spin_lock(&kl_lock);
	e = kl_find(KL_ID);
	if (e)
		list_del(&e->node);
	spin_unlock(&kl_lock);
	if (e)
		kref_put(&e->ref, kl_release);	/* the list's reference */
	return 0;
}

/* The environment: one entry on the list. */
int kl_setup(void)
{
	struct kl_entry *e;

	kl_cache = kmem_cache_create("kmod_list_entry", sizeof(struct kl_entry), 0,
				     SLAB_POISON, NULL);
	if (!kl_cache)
		return -ENOMEM;
	e = kmem_cache_alloc(kl_cache, GFP_KERNEL);
	if (!e) {
		kmem_cache_destroy(kl_cache);
		return -ENOMEM;
	}
	e->id = KL_ID;
	e->magic = KL_MAGIC;
	kref_init(&e->ref);	/* the list's reference */
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
		kref_put(&e->ref, kl_release);
	}
	spin_unlock(&kl_lock);
	kmem_cache_destroy(kl_cache);
}
