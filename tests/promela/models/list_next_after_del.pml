/* expect: assertion violated -- iterating on from an entry another process deleted. */
#include "linux/list.pml"
list_head_t lst;
kptr a, b;
active proctype walker() {
  kptr e;
  list_first(lst, e);
  if
  :: e != 0 -> list_next(lst, e)
  :: else -> skip
  fi
}
active proctype remover() {
  list_del(a, lst)
}
init {
  atomic { kmalloc(a); kmalloc(b); list_add(a, lst); list_add(b, lst) }
}
