/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel test: a kref-counted session; the reader tests what it finds. */
#ifndef KF_H
#define KF_H
#define KF_MAGIC 77
int kf_setup(void *unused);
int kf_lookup(void *unused);
int kf_close(void *unused);
extern int kf_seen;
#endif
