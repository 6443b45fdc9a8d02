/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KG_H
#define KG_H
#include <linux/mutex.h>
struct kcfg_dev {
	struct mutex lock;
	int slots;
	int used;
	int rejected;
};
extern struct kcfg_dev gdev;
int kg_open_a(void *unused);
int kg_open_b(void *unused);
#endif
