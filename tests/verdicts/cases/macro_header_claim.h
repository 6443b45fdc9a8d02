/* The pool of macro_header_claim.c and macro_header_claim_fixed.c: a header of the program beside
 * them. CLAIM_SLOT takes the next slot with an increment inside a larger expression.
 * Written for mokert's verdict corpus. */
#ifndef MACRO_HEADER_CLAIM_H
#define MACRO_HEADER_CLAIM_H
struct pool { int used; int owner[4]; };
#define CLAIM_SLOT(p) ((p)->used++ * 1)
#endif
