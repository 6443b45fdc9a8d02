/* expect: ok -- two threads increment a counter under one mutex */
#include "pthread.pml"
mokert_mutex_t m;
byte count;
proctype worker() {
  byte tmp;
  mokert_mutex_lock(m);
  tmp = count; count = tmp + 1;
  mokert_mutex_unlock(m);
mokert_return:
  mokert_thread_exit()
}
init {
  mokert_thread_t t1; mokert_thread_t t2;
  mokert_mutex_init(m);
  mokert_thread_create(t1, worker);
  mokert_thread_create(t2, worker);
  mokert_thread_join(t1);
  mokert_thread_join(t2);
  assert(count == 2);
  mokert_mutex_destroy(m)
}
