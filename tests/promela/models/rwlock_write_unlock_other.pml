/* expect: assertion violated -- write_unlock by a process that does not hold it. */
#include "linux/rwlock.pml"
rwlock_t rw;
active proctype a() { write_lock(rw) }
active proctype b() { rw.rw_writer != 0 -> write_unlock(rw) }
