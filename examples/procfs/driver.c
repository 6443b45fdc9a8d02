// SPDX-License-Identifier: GPL-2.0
/*
 * procfs test driver (written for mokert): the environment of the procfs model on the real
 * kernel. Module init makes the directory /proc/mokert-procfs with the entries "Jan", "Feb",
 * "Mar" and "Apr", then runs two kernel threads named after the functions the model's
 * processes run: "proc_readdir_de" lists the directory through the VFS (iterate_dir, which
 * calls proc_readdir -> proc_readdir_de), "remove_proc_entry" removes "Feb". It waits for both
 * and checks that every name listed is one of the directory's.
 *
 * The ktree target builds it into the kernel; the use-after-free of the bug is seen by KASAN
 * (the kernel is built with it), the driver's check is a second witness.
 */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/fs.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/proc_fs.h>
#include <linux/string.h>

#ifndef MOKERT_CHECK
#define MOKERT_CHECK(cond)                                                    \
	do {                                                                  \
		if (!(cond))                                                  \
			pr_err("MOKERT-CHECK failed: %s at %s:%d\n", #cond,   \
			       __FILE__, __LINE__);                           \
	} while (0)
#endif

#define PF_DIR "mokert-procfs"

static const char *const pf_names[] = { "Jan", "Feb", "Mar", "Apr" };
static struct proc_dir_entry *pf_dir;
static int pf_listed, pf_strange;

struct pf_thread {
	int (*fn)(void *);
	struct completion done;
};

static bool pf_known(const char *name, int len)
{
	int i;

	if ((len == 1 && name[0] == '.') || (len == 2 && name[0] == '.' && name[1] == '.'))
		return true;
	for (i = 0; i < ARRAY_SIZE(pf_names); ++i)
		if (len == strlen(pf_names[i]) && memcmp(name, pf_names[i], len) == 0)
			return true;
	return false;
}

static bool pf_actor(struct dir_context *ctx, const char *name, int len, loff_t pos, u64 ino,
		     unsigned int type)
{
	pf_listed++;
	if (len < 0 || len > 32 || !pf_known(name, len)) {
		pf_strange++;
		pr_err("procfs driver: listed a name that is not in the directory (len %d)\n", len);
	}
	return true;
}

/* The lister: the model's proc_readdir_de process. */
static int pf_reader(void *unused)
{
	struct dir_context ctx = { .actor = pf_actor, .pos = 0 };
	struct file *f = filp_open("/proc/" PF_DIR, O_RDONLY | O_DIRECTORY, 0);
	int err;

	if (IS_ERR(f)) {
		pr_err("procfs driver: cannot open /proc/" PF_DIR ": %ld\n", PTR_ERR(f));
		return PTR_ERR(f);
	}
	err = iterate_dir(f, &ctx);
	filp_close(f, NULL);
	pr_info("procfs driver: listed %d names (iterate_dir %d)\n", pf_listed, err);
	return err;
}

/* The remover: the model's remove_proc_entry process. */
static int pf_remover(void *unused)
{
	remove_proc_entry("Feb", pf_dir);
	return 0;
}

static int pf_thread_main(void *arg)
{
	struct pf_thread *t = arg;

	t->fn(NULL);
	complete(&t->done);
	return 0;
}

static int pf_start(struct pf_thread *t, int (*fn)(void *), const char *name)
{
	struct task_struct *task;

	t->fn = fn;
	init_completion(&t->done);
	task = kthread_run(pf_thread_main, t, "%s", name);
	return PTR_ERR_OR_ZERO(task);
}

static int __init pf_init(void)
{
	static struct pf_thread reader, remover;
	int i, err;

	pf_dir = proc_mkdir(PF_DIR, NULL);
	if (!pf_dir)
		return -ENOMEM;
	for (i = 0; i < ARRAY_SIZE(pf_names); ++i)
		if (!proc_mkdir(pf_names[i], pf_dir)) {
			proc_remove(pf_dir);
			return -ENOMEM;
		}
	err = pf_start(&reader, pf_reader, "proc_readdir_de");
	if (err)
		goto out;
	err = pf_start(&remover, pf_remover, "remove_proc_entry");
	if (err) {
		wait_for_completion(&reader.done);
		goto out;
	}
	wait_for_completion(&reader.done);
	wait_for_completion(&remover.done);
	MOKERT_CHECK(pf_strange == 0);
out:
	proc_remove(pf_dir);
	return err;
}

static void __exit pf_exit(void)
{
}

module_init(pf_init);
module_exit(pf_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("mokert example: proc_readdir_de vs remove_proc_entry");
