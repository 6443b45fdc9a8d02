/* expect: assertion violated -- read_unlock without read_lock. */
#include "linux/rwlock.pml"
rwlock_t rw;
active proctype p() {
  read_unlock(rw)
}
