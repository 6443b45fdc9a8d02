/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KR_H
#define KR_H
#include <linux/refcount.h>
#include <linux/spinlock.h>
struct kobj {
	refcount_t refs;
	spinlock_t lock;
	int uses;
	int released;
};
extern struct kobj obj;
int kr_user(void *unused);
int kr_closer(void *unused);
#endif
