/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KL_H
#define KL_H
struct kldev {
	int ready;
	int failed;
	int done;
};
extern struct kldev ldev;
int kl_wait(void *unused);
int kl_setup(void *unused);
#endif
