/* expect: ok -- a waiter re-checks its predicate in a loop; the signaller sets it under the mutex */
#include "pthread.pml"
mokert_mutex_t m;
mokert_cond_t c;
bool ready;
proctype signaller() {
  mokert_mutex_lock(m); ready = true; mokert_cond_signal(c); mokert_mutex_unlock(m);
  mokert_thread_exit()
}
init {
  mokert_thread_t t;
  mokert_cond_init(c);
  mokert_thread_create(t, signaller);
  mokert_mutex_lock(m);
  do :: !ready -> mokert_cond_wait(c, m) :: else -> break od;
  assert(ready && m == _pid + 1);
  mokert_mutex_unlock(m);
  mokert_thread_join(t);
  mokert_cond_destroy(c)
}
