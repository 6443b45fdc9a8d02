// SPDX-License-Identifier: GPL-2.0
/*
 * kmod-list deadlock test driver: module init runs kl_left_to_right and
 * kl_right_to_left in two kernel threads and waits for both, with a timeout:
 * deadlocked threads never finish, and the module must still load so that
 * the VM can report and power off. The threads are named after the function
 * they run (mokert's kernel runtime identifies replay threads by it).
 */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/module.h>

#include "kmod_lists.h"

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
	/* static: threads that never finish keep using them after init returns */
	static struct kl_thread left, right;
	int err;

	err = kl_start(&left, kl_left_to_right, "kl_left_to_right");
	if (err)
		return err;
	err = kl_start(&right, kl_right_to_left, "kl_right_to_left");
	if (err)
		return 0;	/* the started thread still runs: the module must stay */
	if (!wait_for_completion_timeout(&left.done, 30 * HZ) ||
	    !wait_for_completion_timeout(&right.done, 5 * HZ)) {
		pr_err("kmod-list: the movers did not finish: deadlock\n");
		return 0;
	}
	pr_info("kmod-list: left %d, right %d\n", kl_left_len, kl_right_len);
	return 0;
}

static void __exit kl_exit(void)
{
}

module_init(kl_init);
module_exit(kl_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("mokert example: two mutexes taken in opposite orders");
