/* SPDX-License-Identifier: GPL-2.0 */
/* kmod-list: what the module code and its test driver share. */
#ifndef KMOD_LIST_H
#define KMOD_LIST_H

#include <linux/list.h>

#define KL_ID    1
#define KL_MAGIC 0x4b4c4953	/* a live entry's magic; a freed one reads 0x6b6b6b6b */

/* magic first: a freed object reads POISON_FREE (0x6b) there; its last byte is POISON_END. */
struct kl_entry {
	int magic;
	int id;
	struct list_head node;
};

extern int kl_seen;

int kl_reader(void *unused);
int kl_remover(void *unused);
int kl_setup(void);
void kl_teardown(void);

#endif
