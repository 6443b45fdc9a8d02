/* expect: ok -- add, find, iterate, delete under a lock; a reader keeps using an entry deleted
   but not freed (list_del poisons the links, not the object). */
#include "linux/spinlock.pml"
#include "linux/list.pml"
spinlock_t lk;
list_head_t lst;
byte key[HEAP_ARR];
active proctype p() {
  kptr a, b, e;
  byte n;
  bit emp;
  list_empty(lst, emp); assert(emp);
  kmalloc(a); key[a] = 1; list_add(a, lst);
  kmalloc(b); key[b] = 2; list_add_tail(b, lst);
  list_first(lst, e);
  do
  :: e == 0 -> break
  :: else -> n++; list_next(lst, e)
  od;
  assert(n == 2);
  spin_lock(lk);
  list_find(lst, key, 2, e);
  assert(e == b);
  list_del(e, lst);
  spin_unlock(lk);
  deref(e); assert(key[e] == 2 && list_entry_deleted(lst, e));
  kfree(e);
  list_del_init(a, lst); list_del_init(a, lst);
  list_empty(lst, emp); assert(emp);
  hlist_add_head(a, lst); assert(!hlist_unhashed(lst, a));
  rb_erase(a, lst); assert(RB_EMPTY_NODE(lst, a))
}
