/* expect: assertion violated -- might_sleep inside rcu_read_lock. */
#include "linux/misc.pml"
active proctype p() { rcu_read_lock(); might_sleep(); rcu_read_unlock() }
