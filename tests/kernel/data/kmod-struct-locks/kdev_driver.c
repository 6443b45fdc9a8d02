// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: the device starts with one user; kdev_open and kdev_close run in
 * two kernel threads, and afterwards the device has one user again. */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include "kdev.h"

#ifndef MOKERT_CHECK
#define MOKERT_CHECK(cond) do { if (!(cond)) pr_err("check failed: %s\n", #cond); } while (0)
#endif

struct kd_thread {
	int (*fn)(void *);
	struct completion done;
};

static int kd_main(void *arg)
{
	struct kd_thread *t = arg;
	t->fn(NULL);
	complete(&t->done);
	return 0;
}

static int __init kd_init(void)
{
	static struct kd_thread rx, tx;
	spin_lock_init(&dev.lock);
	mutex_init(&dev.cfg_lock);
	dev.users = 1;
	atomic_set(&dev.opens, 1);

	rx.fn = kdev_open;
	tx.fn = kdev_close;
	init_completion(&rx.done);
	init_completion(&tx.done);
	kthread_run(kd_main, &rx, "%s", "kdev_open");
	kthread_run(kd_main, &tx, "%s", "kdev_close");
	wait_for_completion(&rx.done);
	wait_for_completion(&tx.done);
	MOKERT_CHECK(dev.users == 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
