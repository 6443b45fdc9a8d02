/* expect: ok -- locks and counters that are fields of C structs (the _c forms): two processes add under the struct's spinlock and mutex, atomics in C data and a Promela atomic_t agree; a semaphore in C data admits one at a time, a completion counts. */
#include "linux/spinlock.pml"
#include "linux/mutex.pml"
#include "linux/atomic.pml"
#include "linux/completion.pml"
#include "linux/semaphore.pml"
#include "cmem.pml"
c_code { const char *mokert_site_text(int site) { (void)site; return ""; } }
c_decl {
typedef struct { int counter; } katomic_t;
struct kdev { unsigned int lock; int users; unsigned long mtx; int seen; katomic_t opens; unsigned int ready; unsigned int sem; int inside; };
}
c_state "struct kdev dev" "Global"
atomic_t refs = 2;
byte done;
proctype user() {
  int last;
  spin_lock_c(now.dev.lock);
  spin_assert_held_c(now.dev.lock);
  c_code { now.dev.users++; };
  spin_unlock_c(now.dev.lock);
  mutex_lock_c(now.dev.mtx);
  c_code { now.dev.seen++; };
  mutex_unlock_c(now.dev.mtx);
  atomic_inc_c(now.dev.opens);
  atomic_dec_and_test_c(now.refs, Puser->last);
  down_c(now.dev.sem);
  c_code { now.dev.inside++; };
  assert(c_expr { now.dev.inside == 1 });
  c_code { now.dev.inside--; };
  up_c(now.dev.sem);
  complete_c(now.dev.ready);
  done++
}
init {
  sema_init_c(now.dev.sem, 1);
  run user(); run user();
  wait_for_completion_c(now.dev.ready);
  wait_for_completion_c(now.dev.ready);
  done == 2;
  assert(c_expr { now.dev.users == 2 && now.dev.seen == 2 && now.dev.opens.counter == 2 });
  assert(refs == 0)
}
