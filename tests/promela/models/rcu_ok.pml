/* expect: ok -- the updater unpublishes, waits a grace period, then frees: the reader never sees freed memory. */
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
  synchronize_rcu();
  kfree(old)
}
proctype reader() {
  kptr p;
  rcu_read_lock();
  rcu_read_lock();        /* nesting */
  p = rcu_dereference(gp);
  rcu_read_unlock();
  if
  :: p != 0 -> deref(p); assert(val[p] == 1)
  :: else -> skip
  fi;
  rcu_read_unlock()
}
