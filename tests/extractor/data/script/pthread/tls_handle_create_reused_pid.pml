/* expect: ok -- a thread the handle form starts under a _pid SPIN reuses has no thread-specific values */
#define MOKERT_TLS
#include "pthread.pml"
#include "cmem.pml"
c_code { const char *mokert_site_text(int site) { (void)site; return ""; } }
c_state "unsigned int mk_key" "Global"
c_state "void *mk_seen" "Global"
proctype worker() {
  /* pthread_getspecific, then pthread_setspecific: the thread's own value starts as NULL */
  c_code { now.mk_seen = mokert_pthread_getspecific(now.mk_key); mokert_pthread_setspecific(now.mk_key, &now.mk_key); };
  assert(c_expr { now.mk_seen == 0 });
mokert_return:
  mokert_thread_exit()
}
init {
  mokert_thread_t t;
  c_code { mokert_pthread_key_create(&now.mk_key, 0); };
  mokert_thread_create(t, worker);
  mokert_thread_join(t);
  mokert_thread_create(t, worker);
  mokert_thread_join(t)
}
