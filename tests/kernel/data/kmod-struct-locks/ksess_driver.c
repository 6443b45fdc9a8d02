// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: the session starts with one reference (the closer's); ksess_user and
 * ksess_closer run in two kernel threads, and afterwards it has been torn down once. */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include "ksess.h"

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
	spin_lock_init(&sess.lock);
	
	
	atomic_set(&sess.refs, 1);

	rx.fn = ksess_user;
	tx.fn = ksess_closer;
	init_completion(&rx.done);
	init_completion(&tx.done);
	kthread_run(kd_main, &rx, "%s", "ksess_user");
	kthread_run(kd_main, &tx, "%s", "ksess_closer");
	wait_for_completion(&rx.done);
	wait_for_completion(&tx.done);
	MOKERT_CHECK(sess.torn_down == 1);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
