/* expect: assertion violated -- without the lock the two increments race (the model sees it). */
#include "linux/spinlock.pml"
spinlock_t l;
byte n, done;
active [2] proctype worker() {
  byte t;
  t = n; n = t + 1;
  done++
}
active proctype check() {
  done == 2 -> assert(n == 2)
}
