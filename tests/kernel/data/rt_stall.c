/* Kernel runtime test: the schedule parks rt_holder while it holds rt_mutex and wants
 * rt_waiter to pass the mutex: impossible, so the replay must stall and the monitor must
 * name the mutex, the blocked thread and the parked holder. */
#include "mokert_replay_user.h"

#include <linux/completion.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(rt_mutex);
static DECLARE_COMPLETION(h_done);
static DECLARE_COMPLETION(w_done);

static int rt_holder(void *unused)
{
	mutex_lock(&rt_mutex);
	mokert_probe(0);
	mutex_unlock(&rt_mutex);
	mokert_probe(3);
	complete(&h_done);
	return 0;
}

static int rt_waiter(void *unused)
{
	mokert_probe(1);
	mutex_lock(&rt_mutex);
	mokert_probe(2);
	mutex_unlock(&rt_mutex);
	complete(&w_done);
	return 0;
}

static int __init rt_init(void)
{
	kthread_run(rt_holder, NULL, "rt_holder");
	kthread_run(rt_waiter, NULL, "rt_waiter");
	wait_for_completion(&h_done);
	wait_for_completion(&w_done);
	pr_info("mokert-test: both threads finished\n");
	return 0;
}

module_init(rt_init);
MODULE_LICENSE("GPL");
