/* expect: assertion violated -- a waiter under `if`, not `while`: a wait may end with no signal (POSIX's spurious wake-up) */
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
