/* Mutex and condvar bookkeeping: who holds what, who waits for what, so that a stall
 * can be explained ("blocked on mutex m held by parked thread T0"). The instrumenter
 * rewrites the program's pthread_mutex_* / pthread_cond_wait calls to these. */
#define _GNU_SOURCE
#include "mokert_runtime_internal.h"

/* Caller holds mk.lock. */
struct mk_mutex *mk_find_mutex(const void *m) {
  for (int i = 0; i < MK_MAX_MUTEXES; ++i)
    if (mk.mutexes[i].m == m) return &mk.mutexes[i];
  return 0;
}

static void mk_set_owner(const void *m, const char *name, const char *where) {
  struct mk_mutex *e = mk_find_mutex(m);
  if (!e) e = mk_find_mutex(0);
  if (!e) return;
  e->m = m;
  e->owner = mk_self;
  e->owner_tid = mk_gettid();
  e->name = name;
  e->where = where;
}

static void mk_clear_owner(const void *m) {
  struct mk_mutex *e = mk_find_mutex(m);
  if (e) e->m = 0;
}

static void mk_wait_begin(const void *obj, const char *name, const char *where, int cond) {
  if (mk_self < 0) return;
  struct mk_thread *t = &mk.threads[mk_self];
  t->waiting_on = obj;
  t->waiting_name = name;
  t->waiting_where = where;
  t->waiting_cond = cond;
  t->state = MK_BLOCKED;
}

static void mk_wait_end(void) {
  if (mk_self < 0) return;
  mk.threads[mk_self].waiting_on = 0;
  mk.threads[mk_self].state = MK_RUNNING;
}

int mokert_mutex_lock(pthread_mutex_t *m, const char *name, const char *where) {
  if (!mokert_test_started) return pthread_mutex_lock(m);
  pthread_mutex_lock(&mk.lock);
  mk_wait_begin(m, name, where, 0);
  pthread_mutex_unlock(&mk.lock);
  int rc = pthread_mutex_lock(m);
  pthread_mutex_lock(&mk.lock);
  mk_wait_end();
  if (rc == 0) mk_set_owner(m, name, where);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

int mokert_mutex_trylock(pthread_mutex_t *m, const char *name, const char *where) {
  int rc = pthread_mutex_trylock(m);
  if (rc == 0 && mokert_test_started) {
    pthread_mutex_lock(&mk.lock);
    mk_set_owner(m, name, where);
    pthread_mutex_unlock(&mk.lock);
  }
  return rc;
}

int mokert_mutex_unlock(pthread_mutex_t *m, const char *name, const char *where) {
  (void)name;
  (void)where;
  if (mokert_test_started) {
    pthread_mutex_lock(&mk.lock);
    mk_clear_owner(m);
    pthread_mutex_unlock(&mk.lock);
  }
  return pthread_mutex_unlock(m);
}

int mokert_cond_wait(pthread_cond_t *c, pthread_mutex_t *m, const char *cname, const char *mname,
                     const char *where) {
  if (!mokert_test_started) return pthread_cond_wait(c, m);
  pthread_mutex_lock(&mk.lock);
  mk_clear_owner(m);
  mk_wait_begin(c, cname, where, 1);
  pthread_mutex_unlock(&mk.lock);
  int rc = pthread_cond_wait(c, m);
  pthread_mutex_lock(&mk.lock);
  mk_wait_end();
  mk_set_owner(m, mname, where);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}
