/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel test: a lazily set-up device; open and close race on it. */
#ifndef KM_H
#define KM_H
int km_open(void *unused);
int km_close(void *unused);
extern int km_bad;
#endif
