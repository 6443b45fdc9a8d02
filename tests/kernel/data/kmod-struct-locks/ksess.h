/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KSESS_H
#define KSESS_H
#include <linux/atomic.h>
#include <linux/spinlock.h>
struct ksess {
	atomic_t refs;
	spinlock_t lock;
	int uses;
	int torn_down;
};
extern struct ksess sess;
int ksess_user(void *unused);
int ksess_closer(void *unused);
#endif
