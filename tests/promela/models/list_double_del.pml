/* expect: assertion violated -- list_del twice (the kernel follows poisoned links). */
#include "linux/list.pml"
list_head_t lst;
active proctype p() {
  kptr a;
  kmalloc(a);
  list_add(a, lst);
  list_del(a, lst);
  list_del(a, lst)
}
