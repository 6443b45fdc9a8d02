/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KSE_H
#define KSE_H
int kse_export(void *unused);
int kse_import(void *unused);
extern int kse_moved;
#endif
