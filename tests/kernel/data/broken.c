/* Test module that does not compile: kbuild's message must reach the user. */
#include <linux/module.h>

static int __init mokert_broken_init(void)
{
	return mokert_no_such_identifier;
}

module_init(mokert_broken_init);
MODULE_LICENSE("GPL");
