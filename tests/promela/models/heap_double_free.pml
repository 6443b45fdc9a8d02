/* expect: assertion violated -- kfree twice. */
#include "linux/heap.pml"
active proctype p() {
  kptr a;
  kmalloc(a);
  kfree(a);
  kfree(a)
}
