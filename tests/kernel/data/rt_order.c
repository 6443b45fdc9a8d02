/* Kernel runtime test: two threads whose natural order is a1 a2 a3 b1 b2; the hand-written
 * schedule in kmod_runtime_test.cpp forces a1 b1 a2 b2. Thread rt_a parks at probe 0 holding a
 * spinlock, so it must spin (no sleeping) on a CPU of its own. */
#include "mokert_replay_user.h"

#include <linux/completion.h>
#include <linux/spinlock.h>
#include <linux/string.h>

static char order[64];
static DEFINE_SPINLOCK(order_lock);
static DEFINE_SPINLOCK(a_lock);
static DECLARE_COMPLETION(a_done);
static DECLARE_COMPLETION(b_done);

static void note(const char *s)
{
	spin_lock(&order_lock);
	strlcat(order, s, sizeof(order));
	spin_unlock(&order_lock);
}

static int rt_a(void *unused)
{
	spin_lock(&a_lock);
	note("a1 ");
	mokert_probe(0);
	spin_unlock(&a_lock);
	note("a2 ");
	mokert_probe(1);
	note("a3 ");
	complete(&a_done);
	return 0;
}

static int rt_b(void *unused)
{
	note("b1 ");
	mokert_probe(2);
	note("b2 ");
	mokert_probe(3);
	complete(&b_done);
	return 0;
}

static int __init rt_init(void)
{
	kthread_run(rt_a, NULL, "rt_a");
	kthread_run(rt_b, NULL, "rt_b");
	wait_for_completion(&a_done);
	wait_for_completion(&b_done);
	pr_info("mokert-test: order=%s\n", order);
	/* Fails exactly when the schedule was followed: the replay "confirms" it. */
	MOKERT_CHECK(strncmp(order, "a1 b1 a2 ", 9) != 0);
	return 0;
}

module_init(rt_init);
MODULE_LICENSE("GPL");
