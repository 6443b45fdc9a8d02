/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel tests: what every driver of this folder does, run two functions in kernel
 * threads named after them and wait for both. */
#ifndef KD_THREADS_H
#define KD_THREADS_H

#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/module.h>

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

/* Started through one trampoline, so the replay knows each thread by its name. */
static void kd_run_two(int (*a)(void *), const char *a_name, int (*b)(void *), const char *b_name)
{
	static struct kd_thread ta, tb;

	ta.fn = a;
	tb.fn = b;
	init_completion(&ta.done);
	init_completion(&tb.done);
	kthread_run(kd_main, &ta, "%s", a_name);
	kthread_run(kd_main, &tb, "%s", b_name);
	wait_for_completion(&ta.done);
	wait_for_completion(&tb.done);
}

#endif
