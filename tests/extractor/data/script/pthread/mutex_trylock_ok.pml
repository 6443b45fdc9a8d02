/* expect: ok -- trylock gets EBUSY while another thread holds the mutex, 0 when free */
#include "pthread.pml"
mokert_mutex_t m;
byte held;
proctype holder() { mokert_mutex_lock(m); held = 1; held == 2; mokert_mutex_unlock(m); mokert_thread_exit() }
init {
  mokert_thread_t t; int r;
  mokert_thread_create(t, holder);
  held == 1;
  mokert_mutex_trylock(m, r);
  assert(r == MOKERT_EBUSY);
  held = 2;
  mokert_thread_join(t);
  mokert_mutex_trylock(m, r);
  assert(r == 0 && m == _pid + 1);
  mokert_mutex_unlock(m);
  mokert_mutex_trylock_void(m);
  mokert_mutex_unlock(m)
}
