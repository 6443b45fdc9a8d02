/* The monitor thread: watches the replay against a deadline (MOKERT_STALL_MS). When the
 * last switch is not reached in time it logs where every scheduled thread is (state,
 * last probe, /proc state, wchan, syscall) and who blocks whom, then ends the program
 * with MOKERT_EXIT_STALLED so that the tool reads a complete diagnosis. */
#define _GNU_SOURCE
#include "mokert_runtime_internal.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* First line of /proc/self/task/TID/FILE, or "-". */
static void mk_proc(int tid, const char *file, char *out, size_t size) {
  char path[96];
  snprintf(path, sizeof path, "/proc/self/task/%d/%s", tid, file);
  snprintf(out, size, "-");
  FILE *f = fopen(path, "r");
  if (!f) return;
  char buf[512];
  if (fgets(buf, sizeof buf, f)) {
    buf[strcspn(buf, "\n")] = 0;
    if (strcmp(file, "stat") == 0) {
      const char *p = strrchr(buf, ')'); /* comm may hold spaces; the state follows ") " */
      snprintf(out, size, "%c", (p && p[1] && p[2]) ? p[2] : '?');
    } else if (strcmp(file, "syscall") == 0) {
      char word[64] = "-";
      sscanf(buf, "%63s", word);
      snprintf(out, size, "%s", word);
    } else {
      mk_word(out, size, buf);
    }
  }
  fclose(f);
}

/* Every scheduled thread's state: where it is, and what Linux says about it. */
static void mk_thread_states(void) {
  for (int i = 0; i < mk.nthreads; ++i) {
    struct mk_thread *t = &mk.threads[i];
    char fn[128], st[8] = "-", wchan[64] = "-", sys[64] = "-";
    mk_word(fn, sizeof fn, mk.table->threads[i].function);
    if (t->tid > 0 && t->state != MK_DONE) {
      mk_proc(t->tid, "stat", st, sizeof st);
      mk_proc(t->tid, "wchan", wchan, sizeof wchan);
      mk_proc(t->tid, "syscall", sys, sizeof sys);
    }
    mk_log("tstate id=%d fn=%s index=%u state=%s probe=%d count=%u linux=%s wchan=%s syscall=%s", i, fn,
           mk.table->threads[i].creation_index, mk_state_name(t->state), t->last_probe, t->last_count, st,
           wchan, sys);
  }
}

/* Another thread that took a unit of semaphore `sem` and has not posted it back, or -1. */
static int mk_sem_taker(const void *sem, int self) {
  for (int k = 0; k < MK_MAX_MUTEXES; ++k)
    if (mk.mutexes[k].m == sem && mk.mutexes[k].kind == MK_HELD_SEM && mk.mutexes[k].owner != self &&
        mk.mutexes[k].owner >= 0)
      return mk.mutexes[k].owner;
  return -1;
}

/* Who blocks whom. */
static void mk_blocked_lines(void) {
  for (int i = 0; i < mk.nthreads; ++i) {
    struct mk_thread *t = &mk.threads[i];
    if (t->state != MK_BLOCKED || !t->waiting_on) continue;
    char name[128], where[512];
    mk_word(name, sizeof name, t->waiting_name);
    mk_word(where, sizeof where, t->waiting_where);
    if (t->waiting_cond == MK_WAIT_COND) {
      mk_log("blocked id=%d cond=%s at=%s holder=-1 holder-state=-", i, name, where);
      continue;
    }
    if (t->waiting_cond == MK_WAIT_JOIN) {
      int j = t->join_target;
      mk_log("blocked id=%d join=%s at=%s holder=%d holder-state=%s", i, name, where, j,
             j >= 0 ? mk_state_name(mk.threads[j].state) : "unknown");
      continue;
    }
    if (t->waiting_cond == MK_WAIT_SEM) {
      /* The thread that took a unit and has not posted it back, when there is one: a stall
       * names it as it names a mutex's holder (a semaphore the model does not have). */
      int taker = mk_sem_taker(t->waiting_on, i);
      mk_log("blocked id=%d sem=%s at=%s holder=%d holder-state=%s", i, name, where, taker,
             taker >= 0 ? mk_state_name(mk.threads[taker].state) : "-");
      continue;
    }
    if (t->waiting_cond == MK_WAIT_BARRIER) {
      mk_log("blocked id=%d barrier=%s at=%s holder=-1 holder-state=-", i, name, where);
      continue;
    }
    struct mk_mutex *e = mk_find_holder(t->waiting_on, i);
    int holder = e ? e->owner : -2;
    const char *hs = holder >= 0 ? mk_state_name(mk.threads[holder].state) : (e ? "environment" : "unknown");
    mk_log("blocked id=%d %s=%s at=%s holder=%d holder-state=%s", i,
           t->waiting_cond == MK_WAIT_RWLOCK ? "rwlock" : "mutex", name, where, holder, hs);
  }
}

/* The thread whose row is next is blocked in a join of a thread the schedule parks (or has not
 * released): the model passes there (a script turns the join into `skip`, or starts threads
 * with `run` and never joins them), the code cannot, and nothing the schedule does would free
 * it. Its row is passed over so that the others follow the counterexample: a violation they
 * then reach is one the program has (any run it makes is a real run); if none is, the verdict
 * names the join (STALLED). Not the last row: the violation needs its thread. A lock held by a
 * parked thread is not passed over: the model's violation then needs the blocked thread's
 * critical section, and the stall names the lock. Caller holds mk.lock. */
static int mk_skip_blocked_row(void) {
  int seq = mk.seq;
  if (mk.pending >= 0 || seq >= mk.table->nswitches - 1) return 0;
  const struct mokert_switch *s = &mk.table->switches[seq];
  int w = s->thread;
  if (s->next < 0 || w < 0 || w >= mk.nthreads) return 0;
  struct mk_thread *t = &mk.threads[w];
  if (t->state != MK_BLOCKED || !t->waiting_on || t->waiting_cond != MK_WAIT_JOIN) return 0;
  int holder = t->join_target;
  if (holder < 0 || holder >= mk.nthreads || holder == w) return 0;
  int hs = mk.threads[holder].state;
  if (hs != MK_PARKED && hs != MK_GATED) return 0;
  char name[128], where[512];
  mk_word(name, sizeof name, t->waiting_name);
  mk_word(where, sizeof where, t->waiting_where);
  mk_log("skip seq=%d id=%d join=%s at=%s holder=%d holder-state=%s", seq, w, name, where, holder,
         mk_state_name(hs));
  t->runnable = 0;
  t->behind = 1;
  mk.pending = seq;
  pthread_cond_signal(&mk.ctl_cv);
  return 1;
}

static void mk_diagnose(long ms) {
  int seq = mk.seq;
  int waiting = seq < mk.table->nswitches ? (seq == 0 ? mk.table->first : mk.table->switches[seq - 1].next)
                                          : -1;
  mk_log("stalled seq=%d of=%d waiting-for=%d ms=%ld", seq, mk.table->nswitches, waiting, ms);
  mk_thread_states();
  mk_blocked_lines();
}

/* One `deadlock` line per blocked thread: what it waits for, who holds that, what it holds. */
static void mk_report_deadlock(void) {
  for (int i = 0; i < mk.nthreads; ++i) {
    struct mk_thread *t = &mk.threads[i];
    if (t->state != MK_BLOCKED) continue;
    char name[128], where[512], holds[1024] = "-";
    size_t used = 0;
    for (int k = 0; k < MK_MAX_MUTEXES; ++k) {
      struct mk_mutex *e = &mk.mutexes[k];
      if (!e->m || e->owner != i) continue;
      char n[140], w[512];
      mk_word(n, sizeof n - 8, e->name);
      /* A rwlock held for reading or writing says which: `cache(read)`. */
      if (e->kind != MK_HELD_MUTEX)
        strcat(n, e->kind == MK_HELD_READ ? "(read)" : e->kind == MK_HELD_WRITE ? "(write)" : "(taken)");
      mk_word(w, sizeof w, e->where);
      int wrote = snprintf(holds + used, sizeof holds - used, "%s%s@%s", used ? "," : "", n, w);
      if (wrote > 0 && (size_t)wrote < sizeof holds - used) used += (size_t)wrote;
    }
    mk_word(name, sizeof name, t->waiting_name);
    mk_word(where, sizeof where, t->waiting_where);
    int holder = -1;
    const char *kind = "mutex";
    if (t->waiting_cond == MK_WAIT_COND) {
      kind = "cond";
    } else if (t->waiting_cond == MK_WAIT_SEM) {
      kind = "sem";
      holder = mk_sem_taker(t->waiting_on, i);
    } else if (t->waiting_cond == MK_WAIT_BARRIER) {
      kind = "barrier";
    } else if (t->waiting_cond == MK_WAIT_JOIN) {
      kind = "join";
      holder = t->join_target;
    } else {
      if (t->waiting_cond == MK_WAIT_RWLOCK) kind = "rwlock";
      struct mk_mutex *e = mk_find_holder(t->waiting_on, i);
      holder = e ? e->owner : -2;
    }
    mk_log("deadlock id=%d kind=%s name=%s at=%s holder=%d holds=%s", i, kind, name, where, holder, holds);
  }
}

/* After the last row: whether the verdict can be decided. END_PARK: the last row's thread
 * ended or blocked. END_RELEASE: every scheduled thread that exists and has not ended is
 * blocked (and at least one is). Caller holds mk.lock; `quiet` says the states stopped changing. */
/* Every scheduled thread that exists and has not ended is blocked, and at least one is.
 * Caller holds mk.lock. */
static int mk_all_blocked(void) {
  int blocked = 0;
  for (int i = 0; i < mk.nthreads; ++i) {
    struct mk_thread *t = &mk.threads[i];
    if (t->state == MK_UNBORN || t->state == MK_DONE) continue;
    if (t->state != MK_BLOCKED) return 0;
    blocked++;
  }
  return blocked > 0;
}

static int mk_settle(int quiet) {
  if (mk.table->end_mode == MOKERT_END_RELEASE) {
    if (!quiet || !mk_all_blocked()) return 0;
    mk_report_deadlock();
    mk_thread_states();
    _exit(MOKERT_EXIT_DEADLOCK);
  }
  int l = mk.last_thread;
  if (mk.settled || l < 0 || l >= mk.nthreads) return 0;
  if (mk.table->end_mode == MOKERT_END_CYCLE) {
    mk_log("settled id=%d state=cycle", l);
    mk_thread_states();
    _exit(MOKERT_EXIT_SETTLED);
  }
  int st = mk.threads[l].state;
  if (st == MK_DONE || (st == MK_BLOCKED && quiet)) {
    mk_log("settled id=%d state=%s", l, mk_state_name(st));
    mk_thread_states();
    mk_blocked_lines();
    if (mk.main_id >= 0) _exit(MOKERT_EXIT_SETTLED);
    /* main is a driver outside the model: its own checks after the joins are part of the
     * verdict, so the parked threads are let go and the program runs to its end. */
    mk.settled = 1;
    for (int i = 0; i < mk.nthreads; ++i) mk.threads[i].runnable = 1;
    pthread_cond_broadcast(&mk.cv);
  }
  return 0;
}

static long mk_ms_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (now.tv_sec - start->tv_sec) * 1000 + (now.tv_nsec - start->tv_nsec) / 1000000;
}

void *mk_monitor(void *unused) {
  (void)unused;
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pthread_mutex_lock(&mk.lock);
  unsigned before = mk.changes;
  int quiet_before = 0;
  while (!mk.free_run) {
    /* An invalid end state (a deadlock claim): when every thread that exists is blocked before
     * the last row (none parked or gated, which the controller could still move), the program
     * is deadlocked whatever the schedule does next: the claim is real. Only when the runtime
     * sees every thread: main is in the model and no thread runs outside the schedule. */
    quiet_before = mk.changes == before ? quiet_before + 1 : 0;
    before = mk.changes;
    if (mk.table->end_mode == MOKERT_END_RELEASE && quiet_before >= 4 && mk.main_id >= 0 &&
        mk.unknown_threads == 0 && mk_all_blocked()) {
      mk_log("deadlock-early seq=%d of=%d", mk.seq, mk.table->nswitches);
      mk_report_deadlock();
      mk_thread_states();
      _exit(MOKERT_EXIT_DEADLOCK);
    }
    if (quiet_before >= 4 && mk.table->end_mode != MOKERT_END_CYCLE && mk_skip_blocked_row()) quiet_before = 0;
    long ms = mk_ms_since(&start);
    if (ms >= mk.stall_ms) {
      mk_diagnose(ms);
      _exit(MOKERT_EXIT_STALLED);
    }
    /* Timed wait on the realtime clock (condvar default); woken early on progress. */
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 50 * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
      until.tv_sec++;
      until.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(&mk.mon_cv, &mk.lock, &until);
  }
  /* After the last row: decide when the states stop changing (four checks, 200 ms, without a
   * change), or report a hang at the deadline. */
  unsigned seen = mk.changes;
  int quiet_checks = 0;
  for (;;) {
    quiet_checks = mk.changes == seen ? quiet_checks + 1 : 0;
    seen = mk.changes;
    mk_settle(quiet_checks >= 4);
    long ms = mk_ms_since(&start);
    if (ms >= mk.stall_ms) {
      mk_log("hung seq=%d ms=%ld", mk.seq, ms);
      mk_thread_states();
      mk_blocked_lines();
      _exit(MOKERT_EXIT_HUNG);
    }
    /* A plain sleep: a check is 50 ms apart whatever wakes the monitor. */
    pthread_mutex_unlock(&mk.lock);
    struct timespec pause = {0, 50 * 1000000L};
    nanosleep(&pause, 0);
    pthread_mutex_lock(&mk.lock);
  }
}
