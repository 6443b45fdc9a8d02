/* expect: assertion violated -- a timed wait under `if` that handles the timeout but takes 0 for "signalled": it may return 0 with no signal */
#include "pthread.pml"
mokert_mutex_t m;
mokert_cond_t c;
bool ready;
int rc;
proctype signaller() {
  mokert_mutex_lock(m); ready = true; mokert_cond_signal(c); mokert_mutex_unlock(m);
  mokert_thread_exit()
}
init {
  mokert_thread_t t;
  mokert_thread_create(t, signaller);
  mokert_mutex_lock(m);
  if :: !ready -> mokert_cond_timedwait_r(c, m, rc) :: else -> skip fi;
  assert(rc == MOKERT_ETIMEDOUT || ready);
  mokert_mutex_unlock(m);
  mokert_thread_join(t)
}
