/* expect: assertion violated -- locking a destroyed mutex */
#include "pthread.pml"
mokert_mutex_t m;
init { mokert_mutex_destroy(m); mokert_mutex_lock(m) }
