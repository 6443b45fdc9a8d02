/* expect: invalid end state -- one signal wakes only one of two waiters */
#include "pthread.pml"
mokert_mutex_t m;
mokert_cond_t c;
byte waiting;
proctype waiter() { mokert_mutex_lock(m); waiting++; mokert_cond_wait(c, m); mokert_mutex_unlock(m); mokert_thread_exit() }
init {
  mokert_thread_t a; mokert_thread_t b;
  mokert_thread_create(a, waiter); mokert_thread_create(b, waiter);
  waiting == 2; mokert_mutex_lock(m); mokert_cond_signal(c); mokert_mutex_unlock(m);
  mokert_thread_join(a); mokert_thread_join(b)
}
