/* expect: assertion violated -- waiting on a condition without holding its mutex */
#include "pthread.pml"
mokert_mutex_t m;
mokert_cond_t c;
init { mokert_cond_wait(c, m) }
