/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KW_H
#define KW_H
#include <linux/wait.h>
struct kev {
	wait_queue_head_t wq;
	int ready;
	int data;
	int seen;
};
extern struct kev ev;
int kw_producer(void *unused);
int kw_consumer(void *unused);
#endif
