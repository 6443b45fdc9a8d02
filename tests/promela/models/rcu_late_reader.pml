/* expect: ok -- a reader that starts after synchronize_rcu began does not hold it up for ever:
   it re-enters in a loop, yet the updater finishes. */
#include "linux/rcu.pml"
bit stop;
active proctype reader() {
  do
  :: stop -> break
  :: else -> rcu_read_lock(); rcu_read_unlock()
  od
}
active proctype updater() {
  synchronize_rcu();
  synchronize_rcu();
  stop = 1
}
