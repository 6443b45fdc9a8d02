/* Mutex and condvar bookkeeping: who holds what, who waits for what, so that a stall
 * can be explained ("blocked on mutex m held by parked thread T0"). The instrumenter
 * rewrites the program's pthread_mutex_* / pthread_cond_wait calls to these. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "mokert_runtime_internal.h"

/* Caller holds mk.lock. */
struct mk_mutex *mk_find_mutex(const void *m) {
  for (int i = 0; i < MK_MAX_MUTEXES; ++i)
    if (mk.mutexes[i].m == m) return &mk.mutexes[i];
  return 0;
}

struct mk_mutex *mk_find_holder(const void *m, int except) {
  struct mk_mutex *own = 0;
  for (int i = 0; i < MK_MAX_MUTEXES; ++i) {
    struct mk_mutex *e = &mk.mutexes[i];
    if (e->m != m) continue;
    if (e->owner != except) return e;
    own = e;
  }
  return own;
}

/* The entry of `m` held by `owner`. Caller holds mk.lock. */
static struct mk_mutex *mk_find_held(const void *m, int owner) {
  for (int i = 0; i < MK_MAX_MUTEXES; ++i)
    if (mk.mutexes[i].m == m && mk.mutexes[i].owner == owner) return &mk.mutexes[i];
  return 0;
}

static void mk_set_owner(const void *m, const char *name, const char *where) {
  struct mk_mutex *e = mk_find_mutex(m);
  if (e && e->kind == MK_HELD_MUTEX && e->owner == mk_self) {
    /* A recursive mutex taken again by its holder: one more hold, named where it was first
     * taken; the holder keeps it until as many unlocks. */
    e->depth++;
    return;
  }
  if (!e) e = mk_find_mutex(0);
  if (!e) return;
  e->depth = 0;
  e->m = m;
  e->kind = MK_HELD_MUTEX;
  e->owner = mk_self;
  e->owner_tid = mk_gettid();
  e->name = name;
  e->where = where;
}

static void mk_clear_owner(const void *m) {
  struct mk_mutex *e = mk_find_mutex(m);
  if (e && e->depth > 0)
    e->depth--;
  else if (e)
    e->m = 0;
}

static void mk_wait_begin(const void *obj, const char *name, const char *where, int kind) {
  if (mk_self < 0) return;
  struct mk_thread *t = &mk.threads[mk_self];
  t->waiting_on = obj;
  t->waiting_name = name;
  t->waiting_where = where;
  t->waiting_cond = kind;
  t->join_target = -1;
  mk_set_state(mk_self, MK_BLOCKED);
}

static void mk_wait_end(void) {
  if (mk_self < 0) return;
  mk.threads[mk_self].waiting_on = 0;
  mk_set_state(mk_self, MK_RUNNING);
}

static void mk_check_not_destroyed(const pthread_mutex_t *m, const char *call, const char *name, const char *where);

int mokert_mutex_lock(pthread_mutex_t *m, const char *name, const char *where) {
  if (!mokert_test_started) return pthread_mutex_lock(m);
  mk_check_not_destroyed(m, "pthread_mutex_lock", name, where);
  pthread_mutex_lock(&mk.lock);
  mk_wait_begin(m, name, where, MK_WAIT_MUTEX);
  pthread_mutex_unlock(&mk.lock);
  int rc = pthread_mutex_lock(m);
  pthread_mutex_lock(&mk.lock);
  mk_wait_end();
  if (rc == 0) mk_set_owner(m, name, where);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

int mokert_mutex_trylock(pthread_mutex_t *m, const char *name, const char *where) {
  if (mokert_test_started) mk_check_not_destroyed(m, "pthread_mutex_trylock", name, where);
  int rc = pthread_mutex_trylock(m);
  if (rc == 0 && mokert_test_started) {
    pthread_mutex_lock(&mk.lock);
    mk_set_owner(m, name, where);
    pthread_mutex_unlock(&mk.lock);
  }
  return rc;
}

/* Whether `m` is a normal (default) mutex that the calling thread does not hold. glibc keeps
 * the holder's thread id in __owner for every kind; robust, priority and error-checking or
 * recursive mutexes return EPERM to a thread that does not hold them, a normal one is unlocked
 * all the same (undefined behaviour the program goes on from). */
static int mk_normal_mutex_not_held(const pthread_mutex_t *m) {
  return (m->__data.__kind & 0x7f) == PTHREAD_MUTEX_NORMAL && m->__data.__owner != mk_gettid();
}

/* The model asserts that the thread holds the mutex it unlocks or waits with
 * (promela-runtime/pthread.pml); the real call would go on silently, so the replay fails the same
 * check here, at the call's file:line and in assert()'s words, which the verdict reads as the
 * counterexample's assertion when it is at the same place. */
__attribute__((noreturn)) static void mk_misuse_that(const char *call, const char *name, const char *where,
                                                    const char *what) {
  char n[128], at[512];
  mk_word(n, sizeof n, name);
  mk_word(at, sizeof at, where);
  mk_log("misuse id=%d call=%s lock=%s at=%s", mk_self, call, n, at);
  fprintf(stderr, "%s: %s: %s: Assertion `%s %s' failed.\n", program_invocation_short_name, where ? where : "?",
          call, name ? name : "the lock", what);
  fflush(stderr);
  abort();
}

__attribute__((noreturn)) static void mk_misuse(const char *call, const char *name, const char *where) {
  mk_misuse_that(call, name, where, "is held by the calling thread");
}

/* The model asserts that a mutex is not used after pthread_mutex_destroy (pthread.pml, cmem.pml:
 * 255 in its holder byte); glibc locks a destroyed mutex all the same, so the replay of a lock
 * of a mutex in an object that another thread destroyed and freed came out NOT_REPRODUCED.
 * glibc's destroy leaves __kind at -1 (no valid kind) until pthread_mutex_init; in an
 * AddressSanitizer build the read itself reports a mutex in freed memory. */
static void mk_check_not_destroyed(const pthread_mutex_t *m, const char *call, const char *name, const char *where) {
  if (((const volatile pthread_mutex_t *)m)->__data.__kind == -1)
    mk_misuse_that(call, name, where, "has not been destroyed");
}

int mokert_mutex_unlock(pthread_mutex_t *m, const char *name, const char *where) {
  if (!mokert_test_started) return pthread_mutex_unlock(m);
  mk_check_not_destroyed(m, "pthread_mutex_unlock", name, where);
  if (mk_normal_mutex_not_held(m)) mk_misuse("pthread_mutex_unlock", name, where);
  /* The real unlock under the bookkeeping's lock (it never blocks), and the holder forgotten
   * only when it succeeded: an error-checking mutex unlocked by a thread that does not hold it
   * returns EPERM and stays held by its owner. */
  pthread_mutex_lock(&mk.lock);
  int rc = pthread_mutex_unlock(m);
  if (rc == 0) mk_clear_owner(m);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

/* The model's destroy asserts that nobody holds the mutex (pthread.pml, cmem.pml); glibc's
 * returns EBUSY and the program goes on to free the object under its holder, so a node freed while
 * another thread held its lock came out NOT_REPRODUCED. */
int mokert_mutex_destroy(pthread_mutex_t *m, const char *name, const char *where) {
  if (!mokert_test_started) return pthread_mutex_destroy(m);
  mk_check_not_destroyed(m, "pthread_mutex_destroy", name, where);
  int rc = pthread_mutex_destroy(m);
  if (rc == EBUSY) mk_misuse_that("pthread_mutex_destroy", name, where, "is not locked");
  return rc;
}

/* One more holder of a rwlock (each reader has its own entry). Caller holds mk.lock. */
static void mk_add_holder(const void *m, int kind, const char *name, const char *where) {
  struct mk_mutex *e = mk_find_mutex(0);
  if (!e) return;
  e->m = m;
  e->kind = kind;
  e->owner = mk_self;
  e->owner_tid = mk_gettid();
  e->name = name;
  e->where = where;
}

static int mk_rwlock_take(pthread_rwlock_t *l, int write, int try, const char *name, const char *where) {
  if (!mokert_test_started)
    return try ? (write ? pthread_rwlock_trywrlock(l) : pthread_rwlock_tryrdlock(l))
               : (write ? pthread_rwlock_wrlock(l) : pthread_rwlock_rdlock(l));
  if (!try) {
    pthread_mutex_lock(&mk.lock);
    mk_wait_begin(l, name, where, MK_WAIT_RWLOCK);
    pthread_mutex_unlock(&mk.lock);
  }
  int rc = try ? (write ? pthread_rwlock_trywrlock(l) : pthread_rwlock_tryrdlock(l))
               : (write ? pthread_rwlock_wrlock(l) : pthread_rwlock_rdlock(l));
  pthread_mutex_lock(&mk.lock);
  if (!try) mk_wait_end();
  if (rc == 0) mk_add_holder(l, write ? MK_HELD_WRITE : MK_HELD_READ, name, where);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

int mokert_rwlock_rdlock(pthread_rwlock_t *l, const char *name, const char *where) {
  return mk_rwlock_take(l, 0, 0, name, where);
}

int mokert_rwlock_wrlock(pthread_rwlock_t *l, const char *name, const char *where) {
  return mk_rwlock_take(l, 1, 0, name, where);
}

int mokert_rwlock_tryrdlock(pthread_rwlock_t *l, const char *name, const char *where) {
  return mk_rwlock_take(l, 0, 1, name, where);
}

int mokert_rwlock_trywrlock(pthread_rwlock_t *l, const char *name, const char *where) {
  return mk_rwlock_take(l, 1, 1, name, where);
}

/* Unlocking a rwlock nobody holds, or one another thread holds for writing: the model's
 * assertion. glibc keeps the writer's thread id in __cur_writer and the readers (holding or
 * about to) in __readers above its three phase bits; bit 1 is set while written. */
static int mk_rwlock_not_held(const pthread_rwlock_t *l) {
  int writer = l->__data.__cur_writer;
  unsigned readers = l->__data.__readers;
  return (writer != 0 && writer != mk_gettid()) || ((readers >> 3) == 0 && !(readers & 2));
}

int mokert_rwlock_unlock(pthread_rwlock_t *l, const char *name, const char *where) {
  if (mokert_test_started) {
    if (mk_rwlock_not_held(l)) mk_misuse("pthread_rwlock_unlock", name, where);
    pthread_mutex_lock(&mk.lock);
    struct mk_mutex *e = mk_find_held(l, mk_self);
    if (!e) e = mk_find_mutex(l);
    if (e) e->m = 0;
    pthread_mutex_unlock(&mk.lock);
  }
  return pthread_rwlock_unlock(l);
}

/* A semaphore has no holder, but a thread that took a unit and has not posted one back is
 * named as holding it (`dev_a(taken)`): where a binary semaphore serves as a lock, the deadlock
 * is a cycle through it. One entry per thread and semaphore, its depth the units beyond the
 * first, so a consumer that only takes does not fill the table. Caller holds mk.lock. */
static void mk_sem_taken(const void *s, const char *name, const char *where) {
  struct mk_mutex *e = mk_find_held(s, mk_self);
  if (e && e->kind == MK_HELD_SEM) {
    e->depth++;
    return;
  }
  e = mk_find_mutex(0);
  if (!e) return;
  e->m = s;
  e->kind = MK_HELD_SEM;
  e->owner = mk_self;
  e->owner_tid = mk_gettid();
  e->name = name;
  e->where = where;
  e->depth = 0;
}

int mokert_sem_wait(sem_t *s, const char *name, const char *where) {
  if (!mokert_test_started) return sem_wait(s);
  pthread_mutex_lock(&mk.lock);
  mk_wait_begin(s, name, where, MK_WAIT_SEM);
  pthread_mutex_unlock(&mk.lock);
  int rc = sem_wait(s);
  pthread_mutex_lock(&mk.lock);
  mk_wait_end();
  if (rc == 0) mk_sem_taken(s, name, where);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

int mokert_sem_trywait(sem_t *s, const char *name, const char *where) {
  int rc = sem_trywait(s);
  if (rc == 0 && mokert_test_started) {
    pthread_mutex_lock(&mk.lock);
    mk_sem_taken(s, name, where);
    pthread_mutex_unlock(&mk.lock);
  }
  return rc;
}

int mokert_sem_post(sem_t *s, const char *name, const char *where) {
  if (mokert_test_started) {
    char n[128], at[512];
    mk_word(n, sizeof n, name);
    mk_word(at, sizeof at, where);
    int waiters = 0;
    pthread_mutex_lock(&mk.lock);
    for (int i = 0; i < mk.nthreads; ++i)
      waiters += mk.threads[i].state == MK_BLOCKED && mk.threads[i].waiting_on == s &&
                 mk.threads[i].waiting_cond == MK_WAIT_SEM;
    mk_log("post id=%d sem=%s at=%s waiters=%d", mk_self, n, at, waiters);
    struct mk_mutex *e = mk_find_held(s, mk_self);
    if (e && e->kind == MK_HELD_SEM) {
      if (e->depth > 0)
        e->depth--;
      else
        e->m = 0;
    }
    mk.changes++;
    pthread_mutex_unlock(&mk.lock);
  }
  return sem_post(s);
}

/* The model's spurious wake-up (promela-runtime/pthread.pml's MOKERT_SPURIOUS_WAKE): the wait
 * returns with no signal, which POSIX allows. */
#define MK_SPURIOUS_WAKE 1

static void mk_log_spurious(int self, const char *cname, const char *where) {
  char n[128], at[512];
  mk_word(n, sizeof n, cname);
  mk_word(at, sizeof at, where);
  mk_log("spurious id=%d cond=%s at=%s", self, n, at);
  mk.changes++;
}

/* The wait as the model splits it (promela-runtime/pthread.pml): release the mutex and wait
 * (point `wait_probe`), be woken, take the mutex again (point `woken_probe`). The runtime keeps
 * the waiters itself, so a woken thread goes on only when the schedule gives it the turn, and
 * takes the mutex then: a wake-up stolen by another thread is forced exactly as the model has it.
 * Where the model woke the thread with no signal (its next forced value `mokert_spurious` is 1),
 * the wait returns when the thread has the turn, signalled or not. */
int mokert_cond_wait(pthread_cond_t *c, pthread_mutex_t *m, const char *cname, const char *mname,
                     const char *where, int wait_probe, int woken_probe) {
  if (!mokert_test_started) return pthread_cond_wait(c, m);
  if (mk_normal_mutex_not_held(m)) mk_misuse("pthread_cond_wait", mname, where);
  int self = mk_self;
  long long choice = mokert_forced_or(-1, "mokert_spurious");
  pthread_mutex_lock(&mk.lock);
  struct mk_waiter *w = 0;
  for (int i = 0; i < MK_MAX_WAITERS && !w; ++i)
    if (!mk.waiters[i].used) w = &mk.waiters[i];
  if (!w) { /* more waiters than slots: the real wait, outside the schedule */
    pthread_mutex_unlock(&mk.lock);
    return pthread_cond_wait(c, m);
  }
  w->used = 1;
  w->c = c;
  w->self = self;
  w->woken = 0;
  w->ticket = ++mk.tickets;
  mk_clear_owner(m);
  pthread_mutex_unlock(&mk.lock);
  pthread_mutex_unlock(m);
  pthread_mutex_lock(&mk.lock);
  mk_wait_begin(c, cname, where, MK_WAIT_COND);
  mk_pass(self, wait_probe);
  int spurious = 0;
  for (;;) {
    int turn = self < 0 || mk.threads[self].runnable;
    if (w->woken && turn) break;
    if (choice == MK_SPURIOUS_WAKE && turn) {
      spurious = 1;
      break;
    }
    if (self >= 0) mk_set_state(self, w->woken || choice == MK_SPURIOUS_WAKE ? MK_PARKED : MK_BLOCKED);
    pthread_cond_wait(&mk.cv, &mk.lock);
  }
  w->used = 0;
  mk_wait_end();
  if (spurious) mk_log_spurious(self, cname, where);
  pthread_mutex_unlock(&mk.lock);
  int rc = mokert_mutex_lock(m, mname, where);
  pthread_mutex_lock(&mk.lock);
  mk_pass_and_park(self, woken_probe);
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

/* pthread_cond_timedwait as the model splits it (promela-runtime/pthread.pml): the wait's two
 * points, where the second is woken, timed out or woken with no signal, as the model chose (the
 * thread's next forced value `mokert_timedout`: 0, ETIMEDOUT or MK_SPURIOUS_WAKE). A timeout or a
 * spurious wake-up the model chose returns at once (ETIMEDOUT, 0) when the thread has the turn,
 * after taking the mutex again; a wake-up waits as pthread_cond_wait does.
 * Without a choice (the model recorded none) the program's own deadline decides. */
int mokert_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *abstime,
                          const char *cname, const char *mname, const char *where, int wait_probe,
                          int woken_probe) {
  if (!mokert_test_started) return pthread_cond_timedwait(c, m, abstime);
  if (mk_normal_mutex_not_held(m)) mk_misuse("pthread_cond_timedwait", mname, where);
  int self = mk_self;
  long long choice = mokert_forced_or(-1, "mokert_timedout");
  pthread_mutex_lock(&mk.lock);
  struct mk_waiter *w = 0;
  for (int i = 0; i < MK_MAX_WAITERS && !w; ++i)
    if (!mk.waiters[i].used) w = &mk.waiters[i];
  if (!w) { /* more waiters than slots: the real wait, outside the schedule */
    pthread_mutex_unlock(&mk.lock);
    return pthread_cond_timedwait(c, m, abstime);
  }
  w->used = 1;
  w->c = c;
  w->self = self;
  w->woken = 0;
  w->ticket = ++mk.tickets;
  mk_clear_owner(m);
  pthread_mutex_unlock(&mk.lock);
  pthread_mutex_unlock(m);
  pthread_mutex_lock(&mk.lock);
  mk_wait_begin(c, cname, where, MK_WAIT_COND);
  mk_pass(self, wait_probe);
  int timed_out = 0, spurious = 0;
  for (;;) {
    int turn = self < 0 || mk.threads[self].runnable;
    if (w->woken && turn) break;
    if (choice == ETIMEDOUT && turn) {
      timed_out = 1;
      break;
    }
    if (choice == MK_SPURIOUS_WAKE && turn) {
      spurious = 1;
      break;
    }
    if (self >= 0)
      mk_set_state(self, w->woken || choice == ETIMEDOUT || choice == MK_SPURIOUS_WAKE ? MK_PARKED : MK_BLOCKED);
    if (choice < 0 && !w->woken) {
      if (pthread_cond_timedwait(&mk.cv, &mk.lock, abstime) == ETIMEDOUT && !w->woken) choice = ETIMEDOUT;
    } else {
      pthread_cond_wait(&mk.cv, &mk.lock);
    }
  }
  w->used = 0;
  mk_wait_end();
  if (timed_out) {
    char n[128], at[512];
    mk_word(n, sizeof n, cname);
    mk_word(at, sizeof at, where);
    mk_log("timeout id=%d cond=%s at=%s", self, n, at);
    mk.changes++;
  }
  if (spurious) mk_log_spurious(self, cname, where);
  pthread_mutex_unlock(&mk.lock);
  int rc = mokert_mutex_lock(m, mname, where);
  pthread_mutex_lock(&mk.lock);
  mk_pass_and_park(self, woken_probe);
  pthread_mutex_unlock(&mk.lock);
  return rc != 0 ? rc : timed_out ? ETIMEDOUT : 0;
}

/* Barriers the program initialised, with the runtime's own count of who arrived. */
#define MK_MAX_BARRIERS 64
static struct mk_barrier {
  const void *b;
  unsigned count, arrived;
  unsigned long opened;        /* how many times it opened: a waiter goes on when it changes */
} mk_barriers[MK_MAX_BARRIERS];

int mokert_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr, unsigned count) {
  int rc = pthread_barrier_init(b, attr, count);
  if (rc != 0) return rc;
  pthread_mutex_lock(&mk.lock);
  struct mk_barrier *r = 0;
  for (int i = 0; i < MK_MAX_BARRIERS && !r; ++i)
    if (mk_barriers[i].b == b) r = &mk_barriers[i];
  for (int i = 0; i < MK_MAX_BARRIERS && !r; ++i)
    if (!mk_barriers[i].b) r = &mk_barriers[i];
  if (r) {
    r->b = b;
    r->count = count;
    r->arrived = 0;
    r->opened = 0;
  }
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

/* The wait as the model splits it (promela-runtime/pthread.pml): arrive (point `wait_probe`),
 * then, once the last thread has arrived, leave (point `woken_probe`), each when the schedule
 * gives the turn. The runtime counts the arrivals itself: the real barrier would let every
 * waiter go at once, whatever the schedule says. */
int mokert_barrier_wait(pthread_barrier_t *b, const char *name, const char *where, int wait_probe, int woken_probe) {
  if (!mokert_test_started) return pthread_barrier_wait(b);
  int self = mk_self;
  pthread_mutex_lock(&mk.lock);
  struct mk_barrier *r = 0;
  for (int i = 0; i < MK_MAX_BARRIERS && !r; ++i)
    if (mk_barriers[i].b == b) r = &mk_barriers[i];
  if (!r || r->count == 0) { /* initialised before the runtime knew it: the real wait */
    pthread_mutex_unlock(&mk.lock);
    return pthread_barrier_wait(b);
  }
  unsigned long round = r->opened;
  int serial = 0;
  if (++r->arrived == r->count) {
    r->arrived = 0;
    r->opened++;
    serial = 1;
    mk.changes++;
    pthread_cond_broadcast(&mk.cv);
  }
  /* A barrier wait no one completes is reported as a wait at the barrier. */
  mk_wait_begin(b, name, where, MK_WAIT_BARRIER);
  if (mk_pass(self, wait_probe)) {
    while (!(r->opened != round && (self < 0 || mk.threads[self].runnable))) {
      if (self >= 0) mk_set_state(self, r->opened != round ? MK_PARKED : MK_BLOCKED);
      pthread_cond_wait(&mk.cv, &mk.lock);
    }
  } else {
    while (r->opened == round) pthread_cond_wait(&mk.cv, &mk.lock);
  }
  mk_wait_end();
  mk_pass_and_park(self, woken_probe);
  pthread_mutex_unlock(&mk.lock);
  return serial ? PTHREAD_BARRIER_SERIAL_THREAD : 0;
}

/* The thread the model woke with the calling thread's next signal (its table row), or -1. */
static int mk_model_choice(void) {
  int self = mk_self;
  if (self < 0 || self >= mk.nthreads || mk.free_run) return -1;
  int i = mk.threads[self].next_wake;
  while (i < mk.table->nwakes && mk.table->wakes[i].thread != self) ++i;
  mk.threads[self].next_wake = i < mk.table->nwakes ? i + 1 : i;
  return i < mk.table->nwakes ? mk.table->wakes[i].woken : -1;
}

/* A signal wakes the waiter the model chose (promela-runtime/pthread.pml lets SPIN pick any);
 * without a choice, or when that thread is not waiting here, the longest waiting one. A
 * broadcast wakes all. A signal with nobody waiting is lost, as in POSIX, and the log says so
 * (waiters=0). */
static int mk_signal(pthread_cond_t *c, const char *name, const char *where, int all) {
  if (!mokert_test_started) return all ? pthread_cond_broadcast(c) : pthread_cond_signal(c);
  pthread_mutex_lock(&mk.lock);
  int chosen = all ? -1 : mk_model_choice();
  int woken = 0, woke = -1;
  for (;;) {
    struct mk_waiter *first = 0;
    for (int i = 0; i < MK_MAX_WAITERS; ++i) {
      struct mk_waiter *w = &mk.waiters[i];
      if (!w->used || w->c != c || w->woken) continue;
      if (chosen >= 0 && w->self == chosen) {
        first = w;
        break;
      }
      if (!first || w->ticket < first->ticket) first = w;
    }
    if (!first) break;
    first->woken = 1;
    woke = first->self;
    woken++;
    if (!all) break;
  }
  char n[128], at[512];
  mk_word(n, sizeof n, name);
  mk_word(at, sizeof at, where);
  if (chosen >= 0 && woke != chosen)
    mk_log("signal id=%d cond=%s at=%s waiters=%d woke=%d chosen=%d", mk_self, n, at, woken, all ? -1 : woke, chosen);
  else
    mk_log("signal id=%d cond=%s at=%s waiters=%d woke=%d", mk_self, n, at, woken, all ? -1 : woke);
  mk.changes++;
  pthread_cond_broadcast(&mk.cv);
  pthread_mutex_unlock(&mk.lock);
  /* Waits outside the runtime (a timed wait) still get the real signal. */
  return all ? pthread_cond_broadcast(c) : pthread_cond_signal(c);
}

int mokert_cond_signal(pthread_cond_t *c, const char *name, const char *where) {
  return mk_signal(c, name, where, 0);
}

int mokert_cond_broadcast(pthread_cond_t *c, const char *name, const char *where) {
  return mk_signal(c, name, where, 1);
}

/* pthread_join: a thread blocked in a join is part of a deadlock when the joined thread is. */
int mokert_pthread_join(pthread_t thread, void **ret, const char *name, const char *where) {
  if (!mokert_test_started) return pthread_join(thread, ret);
  pthread_mutex_lock(&mk.lock);
  int target = -1;
  for (int i = 0; i < mk.nthreads; ++i)
    if (mk.threads[i].has_handle && pthread_equal(mk.threads[i].handle, thread)) target = i;
  mk_wait_begin(target >= 0 ? (const void *)&mk.threads[target] : (const void *)&mk, name, where, MK_WAIT_JOIN);
  if (mk_self >= 0) mk.threads[mk_self].join_target = target;
  pthread_mutex_unlock(&mk.lock);
  int rc = pthread_join(thread, ret);
  pthread_mutex_lock(&mk.lock);
  mk_wait_end();
  pthread_mutex_unlock(&mk.lock);
  return rc;
}
