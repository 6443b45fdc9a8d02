/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel test: a kref'd object whose release unpublishes it under the lock. */
#ifndef KR_H
#define KR_H
#define KR_VAL 41
int kr_setup(void *unused);
int kr_lookup(void *unused);
int kr_close(void *unused);
extern int kr_seen;
#endif
