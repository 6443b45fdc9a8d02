/* expect: assertion violated -- dereferencing NULL. */
#include "linux/heap.pml"
active proctype p() {
  kptr a;
  deref(a)
}
