/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KB_H
#define KB_H
#define KB_BUSY 0
struct kbdev {
	unsigned long flags;
	int inside;
	int overlap;
};
extern struct kbdev bdev;
int kb_ioctl(void *unused);
int kb_reset(void *unused);
#endif
