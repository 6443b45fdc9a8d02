/* expect: ok -- the `if` waiter of cond_spurious_if.pml with spurious wake-ups turned off (%spurious 0) */
#define MOKERT_NO_SPURIOUS
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
  mokert_thread_create(t, signaller);
  mokert_mutex_lock(m);
  if :: !ready -> mokert_cond_wait(c, m) :: else -> skip fi;
  assert(ready);
  mokert_mutex_unlock(m);
  mokert_thread_join(t)
}
