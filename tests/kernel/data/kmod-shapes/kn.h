/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel test: a kref'd object whose release unpublishes it under the lock. */
#ifndef KN_H
#define KN_H
#define KN_VAL 41
int kn_setup(void *unused);
int kn_lookup(void *unused);
int kn_close(void *unused);
extern int kn_seen;
#endif
