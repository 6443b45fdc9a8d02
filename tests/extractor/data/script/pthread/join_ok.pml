/* expect: ok -- after join the thread's write is visible; pthread_exit leaves early */
#include "pthread.pml"
byte done;
proctype worker() {
  done = 1;
  goto mokert_return;   /* the default rule for pthread_exit(...) */
  done = 2;
mokert_return:
  mokert_thread_exit()
}
init { mokert_thread_t t; mokert_thread_create(t, worker); mokert_thread_join(t); assert(done == 1) }
