/* expect: assertion violated -- destroying a locked mutex */
#include "pthread.pml"
mokert_mutex_t m;
init { mokert_mutex_lock(m); mokert_mutex_destroy(m) }
