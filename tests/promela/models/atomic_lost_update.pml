/* expect: assertion violated -- read-then-set is not an atomic increment. */
#include "linux/atomic.pml"
atomic_t v;
byte done;
active [2] proctype p() {
  short t;
  t = atomic_read(v);
  atomic_set(v, t + 1);
  done++
}
active proctype check() { done == 2 -> assert(v == 2) }
