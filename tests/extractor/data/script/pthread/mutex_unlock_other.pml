/* expect: assertion violated -- unlocking a mutex another thread holds */
#include "pthread.pml"
mokert_mutex_t m;
byte locked;
proctype other() { locked == 1 -> mokert_mutex_unlock(m); mokert_thread_exit() }
init { mokert_thread_t t; mokert_thread_create(t, other); mokert_mutex_lock(m); locked = 1; mokert_thread_join(t) }
