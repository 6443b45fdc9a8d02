// SPDX-License-Identifier: GPL-2.0
/*
 * kmod-list, buggy version: a list of entries under a spinlock.
 *
 * kl_reader() looks an entry up under kl_lock, drops the lock, then reads the
 * entry. kl_remover() unlinks the entry and frees it under kl_lock. Nothing
 * keeps the entry alive between the reader's unlock and its read: when the
 * remover runs in that window the reader reads freed memory.
 *
 * Entries come from a cache of their own created with SLAB_POISON, so a freed
 * entry is filled with POISON_FREE (0x6b) and the stale read is visible on a
 * stock kernel without KASAN or slub_debug on the command line.
 *
 * The module's init and exit are in driver.c (the test driver).
 */
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "kmod_list.h"

static LIST_HEAD(kl_list);
static DEFINE_SPINLOCK(kl_lock);
/* mokert test variant: a mutex the translation script hides from the model. It serialises
 * reader and remover, so the model's counterexample cannot be followed: the replay stalls. */
static DEFINE_MUTEX(kl_big);
static struct kmem_cache *kl_cache;

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

	mutex_lock(&kl_big);
	spin_lock(&kl_lock);
	e = kl_find(KL_ID);
	spin_unlock(&kl_lock);
	if (e)
		kl_seen = e->magic;	/* safe here: kl_big keeps the remover out */
	mutex_unlock(&kl_big);
	return 0;
}

int kl_remover(void *unused)
{
	struct kl_entry *e;

	mutex_lock(&kl_big);
	spin_lock(&kl_lock);
	e = kl_find(KL_ID);
	if (e) {
		list_del(&e->node);
		kmem_cache_free(kl_cache, e);
	}
	spin_unlock(&kl_lock);
	mutex_unlock(&kl_big);
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
		kmem_cache_free(kl_cache, e);
	}
	spin_unlock(&kl_lock);
	kmem_cache_destroy(kl_cache);
}
