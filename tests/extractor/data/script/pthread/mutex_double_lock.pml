/* expect: invalid end state -- a thread locking a mutex it holds deadlocks itself */
#include "pthread.pml"
mokert_mutex_t m;
init { mokert_mutex_lock(m); mokert_mutex_lock(m); mokert_mutex_unlock(m) }
