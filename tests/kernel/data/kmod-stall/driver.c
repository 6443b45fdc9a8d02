// SPDX-License-Identifier: GPL-2.0
/*
 * kmod-list test driver: module init sets up one entry, runs kl_reader and
 * kl_remover in two kernel threads, waits for both, and checks what the
 * reader read: 0 (the entry was already gone) or KL_MAGIC (it was alive).
 * Anything else is freed, poisoned memory (0x6b6b6b6b): the use-after-free.
 *
 * MOKERT_CHECK comes from mokert's kernel runtime when mokert builds the
 * module for a replay; built on its own, the fallback below prints the same
 * kind of marker line.
 */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/module.h>

#include "kmod_list.h"

#ifndef MOKERT_CHECK
#define MOKERT_CHECK(cond)                                                    \
	do {                                                                  \
		if (!(cond))                                                  \
			pr_err("MOKERT-CHECK failed: %s at %s:%d\n", #cond,   \
			       __FILE__, __LINE__);                           \
	} while (0)
#endif

struct kl_thread {
	int (*fn)(void *);
	struct completion done;
};

static int kl_thread_main(void *arg)
{
	struct kl_thread *t = arg;

	t->fn(NULL);
	complete(&t->done);
	return 0;
}

static int kl_start(struct kl_thread *t, int (*fn)(void *), const char *name)
{
	struct task_struct *task;

	t->fn = fn;
	init_completion(&t->done);
	task = kthread_run(kl_thread_main, t, "%s", name);
	return PTR_ERR_OR_ZERO(task);
}

static int __init kl_init(void)
{
	static struct kl_thread reader, remover;
	int err;

	err = kl_setup();
	if (err)
		return err;
	err = kl_start(&reader, kl_reader, "kl_reader");
	if (err)
		goto out;
	err = kl_start(&remover, kl_remover, "kl_remover");
	if (err) {
		wait_for_completion(&reader.done);
		goto out;
	}
	wait_for_completion(&reader.done);
	wait_for_completion(&remover.done);
	pr_info("kmod-list: reader saw magic 0x%x\n", kl_seen);
	if (kl_seen != 0 && kl_seen != KL_MAGIC)
		pr_err("kmod-list: the reader read 0x%x instead of the entry's magic 0x%x: the entry had been freed (SLAB_POISON fills it with 0x6b)\n",
		       kl_seen, KL_MAGIC);
	MOKERT_CHECK(kl_seen == 0 || kl_seen == KL_MAGIC);
out:
	kl_teardown();
	return err;
}

static void __exit kl_exit(void)
{
}

module_init(kl_init);
module_exit(kl_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("mokert example: list entry used after the lock is dropped");
