/* expect: assertion violated -- one put too many. */
#include "linux/refcount.pml"
refcount_t c;
active proctype p() {
  bit last;
  refcount_set(c, 1);
  refcount_dec_and_test(c, last);
  refcount_dec_and_test(c, last)
}
