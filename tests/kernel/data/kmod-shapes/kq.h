/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KQ_H
#define KQ_H
#define KQ_MAGIC 0x5a5a
int kq_setup(void *unused);
int kq_add(void *unused);
int kq_peek(void *unused);
int kq_drain(void *unused);
extern int kq_seen;
#endif
