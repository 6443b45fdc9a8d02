/* expect: assertion violated -- unlocking a mutex nobody holds */
#include "pthread.pml"
mokert_mutex_t m;
init { mokert_mutex_unlock(m) }
