/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KX_H
#define KX_H
struct kslot {
	int owner;
	int claims;
};
extern struct kslot slot;
int kx_claim_a(void *unused);
int kx_claim_b(void *unused);
#endif
