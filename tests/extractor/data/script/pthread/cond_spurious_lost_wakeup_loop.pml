/* expect: invalid end state -- a waiter in a predicate loop that nobody signals stays blocked, spurious wake-ups or not */
#include "pthread.pml"
mokert_mutex_t m;
mokert_cond_t c;
bool ready;
proctype signaller() { mokert_mutex_lock(m); mokert_cond_signal(c); mokert_mutex_unlock(m); mokert_thread_exit() }
init {
  mokert_thread_t t;
  mokert_thread_create(t, signaller);
  mokert_mutex_lock(m);
  do :: !ready -> mokert_cond_wait(c, m) :: else -> break od;
  mokert_mutex_unlock(m);
  mokert_thread_join(t)
}
