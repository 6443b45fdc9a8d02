/* expect: assertion violated -- freeing without synchronize_rcu: the reader uses freed memory. */
#include "linux/rcu.pml"
kptr gp;
byte val[HEAP_ARR];
active proctype updater() {
  kptr old;
  kmalloc(gp);
  val[gp] = 1;
  run reader();
  old = gp;
  rcu_assign_pointer(gp, 0);
  kfree(old)
}
proctype reader() {
  kptr p;
  rcu_read_lock();
  p = rcu_dereference(gp);
  if
  :: p != 0 -> deref(p); assert(val[p] == 1)
  :: else -> skip
  fi;
  rcu_read_unlock()
}
