/* expect: assertion violated -- mutex_unlock by a process that is not the owner. */
#include "linux/mutex.pml"
mutex_t m;
active proctype owner() { mutex_lock(m) }
active proctype other() { mutex_is_locked(m) -> mutex_unlock(m) }
