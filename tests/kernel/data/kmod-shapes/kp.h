/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel test: an RCU-published config; the reader tests what it finds. */
#ifndef KP_H
#define KP_H
#define KP_MAGIC 42
int kp_publish(void *unused);
int kp_read(void *unused);
extern int kp_seen;
extern int kp_found;
#endif
