/* expect: assertion violated -- list_add of an entry already on the list. */
#include "linux/list.pml"
list_head_t lst;
active proctype p() {
  kptr a;
  kmalloc(a);
  list_add(a, lst);
  list_add(a, lst)
}
