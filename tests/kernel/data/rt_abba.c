/* Kernel runtime test: rt_left takes ma then mb, rt_right mb then ma. The hand-written schedule
 * in kmod_runtime_test.cpp has each take its first mutex, then (an invalid end state) releases
 * both: they deadlock, and the runtime names the cycle. The driver waits with a timeout, so the
 * module loads and the VM powers off although both threads stay blocked. */
#include "mokert_replay_user.h"

#include <linux/completion.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(ma);
static DEFINE_MUTEX(mb);
static DECLARE_COMPLETION(left_done);
static DECLARE_COMPLETION(right_done);

static int rt_left(void *unused)
{
	mutex_lock(&ma);
	mokert_probe(0);
	mutex_lock(&mb);
	mutex_unlock(&mb);
	mutex_unlock(&ma);
	complete(&left_done);
	return 0;
}

static int rt_right(void *unused)
{
	mutex_lock(&mb);
	mokert_probe(1);
	mutex_lock(&ma);
	mutex_unlock(&ma);
	mutex_unlock(&mb);
	complete(&right_done);
	return 0;
}

static int __init rt_init(void)
{
	kthread_run(rt_left, NULL, "rt_left");
	kthread_run(rt_right, NULL, "rt_right");
	if (!wait_for_completion_timeout(&left_done, 20 * HZ) ||
	    !wait_for_completion_timeout(&right_done, HZ))
		pr_info("mokert-test: the threads did not finish\n");
	return 0;
}

module_init(rt_init);
MODULE_LICENSE("GPL");
