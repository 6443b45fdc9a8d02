/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KCFG_H
#define KCFG_H
#include <linux/spinlock.h>
#include <linux/completion.h>
struct kcfg {
	spinlock_t lock;
	struct completion ready;
	int value;
	int seen;
};
extern struct kcfg cfg;
int kc_producer(void *unused);
int kc_consumer(void *unused);
#endif
