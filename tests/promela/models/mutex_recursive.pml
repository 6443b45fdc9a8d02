/* expect: invalid end state -- mutex_lock by its owner. */
#include "linux/mutex.pml"
mutex_t m;
active proctype p() {
  mutex_lock(m);
  mutex_lock(m)
}
