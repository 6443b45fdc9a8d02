/* expect: assertion violated -- rcu_read_unlock without rcu_read_lock. */
#include "linux/rcu.pml"
active proctype p() {
  rcu_read_lock();
  rcu_read_unlock();
  rcu_read_unlock()
}
