/* The totals macro of macro_total_add.c and macro_total_add_fixed.c: a header of the program
 * beside them. TOTAL_ADD reads the total into a local, then writes the sum back: two statements,
 * so a thread stopped between them loses the other's addition.
 * Written for mokert's verdict corpus. */
#ifndef MACRO_TOTAL_ADD_H
#define MACRO_TOTAL_ADD_H

#define TOTAL_ADD(t, v)   \
  do {                    \
    int old_ = (t);       \
    (t) = old_ + (v);     \
  } while (0)

#endif
