/* Test module for the VM runner: loads, prints its end marker. */
#include <linux/init.h>
#include <linux/module.h>

static int __init mokert_hello_init(void)
{
	pr_info("mokert-test: hello from the guest\n");
	pr_info("mokert-test: end\n");
	return 0;
}

static void __exit mokert_hello_exit(void)
{
}

module_init(mokert_hello_init);
module_exit(mokert_hello_exit);
MODULE_LICENSE("GPL");
