/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KC_H
#define KC_H
#include <linux/completion.h>
struct khs {
	struct completion loaded;
	struct completion ack;
	int fw;
	int seen;
};
extern struct khs hs;
int kc_loader(void *unused);
int kc_worker(void *unused);
#endif
