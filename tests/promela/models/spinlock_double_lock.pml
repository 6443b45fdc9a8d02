/* expect: invalid end state -- the same process takes the lock twice. */
#include "linux/spinlock.pml"
spinlock_t l;
active proctype p() {
  spin_lock(l);
  spin_lock(l);
  spin_unlock(l)
}
