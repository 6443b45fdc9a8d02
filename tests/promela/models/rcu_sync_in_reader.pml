/* expect: assertion violated -- synchronize_rcu inside the caller's own read-side section. */
#include "linux/rcu.pml"
active proctype p() {
  rcu_read_lock();
  synchronize_rcu();
  rcu_read_unlock()
}
