// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test driver: a payment and a refund between two accounts in two kernel threads;
 * the money is all there afterwards. */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include "kacct.h"

#ifndef MOKERT_CHECK
#define MOKERT_CHECK(cond) do { if (!(cond)) pr_err("check failed: %s\n", #cond); } while (0)
#endif

struct ka_thread {
	int (*fn)(void *);
	struct completion done;
};

static int ka_main(void *arg)
{
	struct ka_thread *t = arg;
	t->fn(NULL);
	complete(&t->done);
	return 0;
}

static int __init ka_init(void)
{
	static struct ka_thread rx, tx;
	mutex_init(&accts[0].lock);
	mutex_init(&accts[1].lock);
	accts[0].balance = 100;
	accts[1].balance = 100;

	rx.fn = kacct_pay;
	tx.fn = kacct_refund;
	init_completion(&rx.done);
	init_completion(&tx.done);
	kthread_run(ka_main, &rx, "%s", "kacct_pay");
	kthread_run(ka_main, &tx, "%s", "kacct_refund");
	wait_for_completion(&rx.done);
	wait_for_completion(&tx.done);
	MOKERT_CHECK(accts[0].balance + accts[1].balance == 200);
	return 0;
}

static void __exit ka_exit(void) {}
module_init(ka_init);
module_exit(ka_exit);
MODULE_LICENSE("GPL");
