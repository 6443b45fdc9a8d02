/* expect: assertion violated -- without join the main thread may read before the worker wrote */
#include "pthread.pml"
byte done;
proctype worker() { done = 1; mokert_thread_exit() }
init { mokert_thread_t t; mokert_thread_create(t, worker); assert(done == 1); mokert_thread_join(t) }
