/* expect: assertion violated -- an object freed while still on the list is reached by a walk. */
#include "linux/list.pml"
list_head_t lst;
active proctype p() {
  kptr a, e;
  kmalloc(a);
  list_add(a, lst);
  kfree(a);
  list_first(lst, e)
}
