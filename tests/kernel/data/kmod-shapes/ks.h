/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel test: a pair of counters and a seqlock. */
#ifndef KS_H
#define KS_H
int ks_update(void *unused);
int ks_read(void *unused);
extern int ks_bad;
#endif
