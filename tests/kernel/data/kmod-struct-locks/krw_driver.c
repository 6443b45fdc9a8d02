// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: krw_update runs in two kernel threads; each bumped the
 * version. */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include "krw.h"

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
	rwlock_init(&tbl.lock);
	
	
	

	rx.fn = krw_update;
	tx.fn = krw_update;
	init_completion(&rx.done);
	init_completion(&tx.done);
	kthread_run(kd_main, &rx, "%s", "krw_update");
	kthread_run(kd_main, &tx, "%s", "krw_update");
	wait_for_completion(&rx.done);
	wait_for_completion(&tx.done);
	MOKERT_CHECK(tbl.version == 2);
	return 0;
}

static void __exit kd_exit(void) {}
module_init(kd_init);
module_exit(kd_exit);
MODULE_LICENSE("GPL");
