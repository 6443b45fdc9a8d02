/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KU_H
#define KU_H
#define KU_LIVE 0
#define KU_DEAD 1
struct kudev {
	int state;
	int count;
};
extern struct kudev udev;
int ku_update(void *unused);
int ku_kill(void *unused);
#endif
