/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KDEV_H
#define KDEV_H
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/atomic.h>
struct kdev {
	spinlock_t lock;
	int users;
	struct mutex cfg_lock;
	int cfg_seen;
	atomic_t opens;
};
extern struct kdev dev;
int kdev_open(void *unused);
int kdev_close(void *unused);
#endif
