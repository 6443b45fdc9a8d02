/* expect: assertion violated -- joining a thread that was never created */
#include "pthread.pml"
init { mokert_thread_t t; mokert_thread_join(t) }
