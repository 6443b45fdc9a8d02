/* expect: assertion violated -- spin_unlock of a lock nobody holds. */
#include "linux/spinlock.pml"
spinlock_t l;
active proctype p() {
  spin_unlock(l)
}
