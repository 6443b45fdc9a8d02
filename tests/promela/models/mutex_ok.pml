/* expect: ok -- mutual exclusion with owner tracking. */
#include "linux/mutex.pml"
mutex_t m;
byte in;
active [2] proctype p() {
  mutex_lock(m);
  mutex_assert_held(m);
  in++; assert(in == 1); in--;
  mutex_unlock(m)
}
