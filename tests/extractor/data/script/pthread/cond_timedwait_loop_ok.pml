/* expect: ok -- the timed wait of cond_timedwait_spurious_if.pml in a loop on the predicate and the timeout */
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
  do :: !ready && rc != MOKERT_ETIMEDOUT -> mokert_cond_timedwait_r(c, m, rc) :: else -> break od;
  assert(rc == MOKERT_ETIMEDOUT || ready);
  mokert_mutex_unlock(m);
  mokert_thread_join(t)
}
