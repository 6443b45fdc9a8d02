/* SPDX-License-Identifier: GPL-2.0 */
/* kmod-list, deadlock version: what the module code and its test driver share. */
#ifndef KMOD_LISTS_H
#define KMOD_LISTS_H

extern int kl_left_len;
extern int kl_right_len;

int kl_left_to_right(void *unused);
int kl_right_to_left(void *unused);

#endif
