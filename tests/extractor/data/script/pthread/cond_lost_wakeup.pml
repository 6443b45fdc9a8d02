/* expect: invalid end state -- waiting without checking the predicate misses an early signal */
#include "pthread.pml"
mokert_mutex_t m;
mokert_cond_t c;
proctype signaller() { mokert_mutex_lock(m); mokert_cond_signal(c); mokert_mutex_unlock(m); mokert_thread_exit() }
init {
  mokert_thread_t t;
  mokert_thread_create(t, signaller);
  mokert_mutex_lock(m);
  mokert_cond_wait(c, m);
  mokert_mutex_unlock(m);
  mokert_thread_join(t)
}
