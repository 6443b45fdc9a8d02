/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KRW_H
#define KRW_H
#include <linux/spinlock.h>
struct ktable {
	rwlock_t lock;
	int version;
};
extern struct ktable tbl;
int krw_update(void *unused);
#endif
