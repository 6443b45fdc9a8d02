/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KACCT_H
#define KACCT_H
#include <linux/mutex.h>
struct kacct {
	struct mutex lock;
	int balance;
};
extern struct kacct accts[2];
int kacct_pay(void *unused);
int kacct_refund(void *unused);
#endif
