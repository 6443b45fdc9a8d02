/* expect: invalid end state -- write_lock twice in one process. */
#include "linux/rwlock.pml"
rwlock_t rw;
active proctype p() {
  write_lock(rw);
  write_lock(rw)
}
