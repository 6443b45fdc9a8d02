/* expect: assertion violated -- without the mutex the lost update is found */
#include "pthread.pml"
byte count;
proctype worker() {
  byte tmp;
  tmp = count; count = tmp + 1;
  mokert_thread_exit()
}
init {
  mokert_thread_t t1; mokert_thread_t t2;
  mokert_thread_create(t1, worker);
  mokert_thread_create(t2, worker);
  mokert_thread_join(t1);
  mokert_thread_join(t2);
  assert(count == 2)
}
