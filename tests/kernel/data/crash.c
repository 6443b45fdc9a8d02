/* Test module for the VM runner: hits BUG() while loading, so the kernel oopses. */
#include <linux/bug.h>
#include <linux/init.h>
#include <linux/module.h>

static int __init mokert_crash_init(void)
{
	pr_info("mokert-test: about to BUG\n");
	BUG();
	return 0;
}

module_init(mokert_crash_init);
MODULE_LICENSE("GPL");
