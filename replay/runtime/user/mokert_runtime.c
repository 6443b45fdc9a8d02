/* User-space replay runtime (MOKERT §3.3-3.4): probe slow path, controller thread,
 * thread start gate. The monitor lives in mokert_monitor.c, the mutex bookkeeping in
 * mokert_locks.c. It starts itself from a constructor (the program's main calls
 * nothing), unless MOKERT_REPLAY_DISABLE is set. */
#define _GNU_SOURCE
#include "mokert_runtime_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

volatile int mokert_test_started;
/* Defined by the instrumented program only when the model runs main more than once. */
extern void *mokert_main_instance(void *) __attribute__((weak));

struct mk_state mk;
__thread int mk_self = -1;
__thread int mk_atomic_depth;

int mk_gettid(void) { return (int)syscall(SYS_gettid); }

const char *mk_state_name(int s) {
  static const char *names[] = {"unborn", "gated", "running", "parked", "blocked", "done"};
  return (s >= 0 && s <= MK_DONE) ? names[s] : "?";
}

/* Names go into key=value fields: no spaces, no newlines. */
void mk_word(char *out, size_t size, const char *in) {
  size_t i = 0;
  if (!in || !*in) in = "-";
  for (; *in && i + 1 < size; ++in, ++i) out[i] = (*in == ' ' || *in == '\n' || *in == '\t') ? '_' : *in;
  out[i] = 0;
}

void mk_log(const char *fmt, ...) {
  char line[1024];
  int n = snprintf(line, sizeof line, "%s", MOKERT_LOG_PREFIX);
  va_list ap;
  va_start(ap, fmt);
  n += vsnprintf(line + n, sizeof line - (size_t)n - 1, fmt, ap);
  va_end(ap);
  if (n > (int)sizeof line - 2) n = (int)sizeof line - 2;
  line[n++] = '\n';
  /* One write per line, O_APPEND: lines of different threads never interleave. */
  ssize_t w = write(mk.log_fd, line, (size_t)n);
  (void)w;
}

/* Caller holds mk.lock. Every change counts: the monitor decides only when they stop. */
void mk_set_state(int id, int state) {
  if (id < 0 || id >= mk.nthreads || mk.threads[id].state == state) return;
  mk.threads[id].state = state;
  mk.changes++;
}

/* Whether row `row` is the last row of its thread. */
static int mk_last_row_of_thread(int row) {
  for (int j = row + 1; j < mk.table->nswitches; ++j)
    if (mk.table->switches[j].thread == mk.table->switches[row].thread) return 0;
  return 1;
}

/* Caller holds mk.lock. */
static void mk_release(int id) {
  if (id < 0 || id >= mk.nthreads) return;
  mk.threads[id].runnable = 1;
  mk_log("release id=%d", id);
  pthread_cond_broadcast(&mk.cv);
}

int mk_pass(int self, int probe) {
  if (mk.free_run || self < 0 || probe < 0 || probe >= mk.table->nprobes) return 0;
  unsigned c = ++mk.counts[self * mk.table->nprobes + probe];
  mk.threads[self].last_probe = probe;
  mk.threads[self].last_count = c;
  const struct mokert_switch *s = &mk.table->switches[mk.seq];
  if (mk.seq >= mk.table->nswitches || s->thread != self || s->probe != probe || s->count != c) {
    /* Woken after a row of it was passed over (the monitor's skip): it has no turn, so it
     * waits at the first probe it passes instead of running beside the thread that has it. */
    if (mk.threads[self].behind && !mk.threads[self].runnable) return 1;
    return 0;
  }
  mk.pending = mk.seq;
  pthread_cond_signal(&mk.ctl_cv);
  if (s->flags & MOKERT_SWITCH_RETIRE) {
    /* Its model process ended after this step: it runs on (to its exit or a join) while the
     * next thread goes, but only once the controller has taken the row (no step is lost). */
    int row = mk.seq;
    while (mk.seq <= row) pthread_cond_wait(&mk.cv, &mk.lock);
    return 0;
  }
  /* A thread the counterexample leaves here parks for good: only its next row, the last row
   * (it runs on to the violation) or an invalid end state's release lets it go. */
  mk.threads[self].runnable = 0;
  return 1;
}

/* Probes passed inside an SV-COMP atomic section, in order, not counted yet. */
#define MK_MAX_DEFERRED 64
static __thread int mk_deferred[MK_MAX_DEFERRED];
static __thread int mk_ndeferred;

static int mk_deferred_count(int probe) {
  int n = 0;
  for (int i = 0; i < mk_ndeferred; ++i) n += mk_deferred[i] == probe;
  return n;
}

void mk_pass_and_park(int self, int probe) {
  if (!mk_pass(self, probe)) return;
  /* Fig. 5 lines 11-15, with a condvar instead of sched_yield. */
    mk_set_state(self, MK_PARKED);
    while (!mk.threads[self].runnable) pthread_cond_wait(&mk.cv, &mk.lock);
    mk_set_state(self, MK_RUNNING);
}

void mokert_probe_hit(int probe) {
  int self = mk_self;
  if (self < 0 || probe < 0 || probe >= mk.table->nprobes) return;
  /* A switch point inside an atomic section (a __VERIFIER_atomic_* function whose last
   * statement ends the thread's run in the counterexample) is taken when the section ends: the
   * model runs the section as one step, so parking inside it, holding the atomic lock, would
   * block the next thread on a lock the model does not have. */
  if (mk_atomic_depth > 0 && mk_ndeferred < MK_MAX_DEFERRED && !mk.free_run) {
    mk_deferred[mk_ndeferred++] = probe;
    return;
  }
  pthread_mutex_lock(&mk.lock);
  mk_pass_and_park(self, probe);
  pthread_mutex_unlock(&mk.lock);
}

void mk_atomic_flush(void) {
  int n = mk_ndeferred;
  int probes[MK_MAX_DEFERRED];
  for (int i = 0; i < n; ++i) probes[i] = mk_deferred[i];
  mk_ndeferred = 0;
  for (int i = 0; i < n; ++i) mokert_probe_hit(probes[i]);
}

void mokert_cond_hit(int probe, int cond) {
  int self = mk_self;
  if (self >= 0 && probe >= 0 && probe < mk.table->nprobes && mk.table->nchecks > 0) {
    pthread_mutex_lock(&mk.lock);
    if (!mk.free_run) {
      /* The evaluation this is: mokert_probe_hit below counts it (passes deferred to the end of
       * an atomic section are evaluations already made). */
      unsigned c = mk.counts[self * mk.table->nprobes + probe] + 1 + (unsigned)mk_deferred_count(probe);
      for (int i = 0; i < mk.table->nchecks; ++i) {
        const struct mokert_check *k = &mk.table->checks[i];
        if (k->thread != self || k->probe != probe || k->count != c || !!k->expected == !!cond) continue;
        char file[256];
        mk_word(file, sizeof file, mk.table->probes[probe].file);
        mk_log("branch id=%d probe=%d count=%u cex-step=%u at=%s:%u model=%s code=%s", self, probe, c,
               k->cex_step, file, mk.table->probes[probe].line, k->expected ? "true" : "false",
               cond ? "true" : "false");
      }
    }
    pthread_mutex_unlock(&mk.lock);
  }
  mokert_probe_hit(probe);
}

long long mokert_forced_value(const char *call) {
  int self = mk_self;
  if (!mokert_test_started || self < 0 || self >= mk.nthreads) return 0;
  char fn[64];
  mk_word(fn, sizeof fn, call);
  long long v = 0;
  pthread_mutex_lock(&mk.lock);
  int i = mk.threads[self].next_value;
  while (i < mk.table->nvalues && mk.table->values[i].thread != self) ++i;
  if (i < mk.table->nvalues) {
    v = mk.table->values[i].value;
    mk.threads[self].next_value = i + 1;
    mk_log("forced id=%d value=%lld cex-step=%u call=%s", self, v, mk.table->values[i].cex_step, fn);
  } else {
    mk.threads[self].next_value = i;
    mk_log("unforced id=%d call=%s", self, fn);
  }
  pthread_mutex_unlock(&mk.lock);
  return v;
}

long long mokert_forced_or(long long real, const char *name) {
  int self = mk_self;
  if (!mokert_test_started || self < 0 || self >= mk.nthreads) return real;
  char fn[64];
  mk_word(fn, sizeof fn, name);
  pthread_mutex_lock(&mk.lock);
  int i = mk.threads[self].next_value;
  while (i < mk.table->nvalues && mk.table->values[i].thread != self) ++i;
  const struct mokert_value *v = i < mk.table->nvalues ? &mk.table->values[i] : 0;
  if (v && v->name && name && strcmp(v->name, name) == 0) {
    real = v->value;
    mk.threads[self].next_value = i + 1;
    mk_log("forced id=%d value=%lld cex-step=%u call=%s", self, real, v->cex_step, fn);
  } else {
    mk_log("unforced id=%d call=%s", self, fn);
  }
  pthread_mutex_unlock(&mk.lock);
  return real;
}

/* The controller: releases exactly one scheduled thread at a time, row by row. */
static void *mk_controller(void *unused) {
  (void)unused;
  pthread_mutex_lock(&mk.lock);
  mk_release(mk.table->first);
  while (!mk.free_run) {
    while (mk.pending < 0) pthread_cond_wait(&mk.ctl_cv, &mk.lock);
    const struct mokert_switch *s = &mk.table->switches[mk.pending];
    mk.pending = -1;
    mk_log("step seq=%d id=%d probe=%d count=%u next=%d cex-step=%u", mk.seq, s->thread, s->probe,
           s->count, s->next, s->cex_step);
    mk.seq++;
    pthread_cond_broadcast(&mk.mon_cv);
    if (s->next < 0 || mk.seq >= mk.table->nswitches) {
      /* Every thread is parked where the model's last C step left it: the script's property reads
       * the state the model's assertion read. */
      if (mk.table->has_property) {
        if (mokert_script_property_failed)
          mk_log("property failed=%d", mokert_script_property_failed() != 0);
        else
          mk_log("property unchecked");
      }
      mk.free_run = 1;
      mk.last_thread = s->thread;
      mk_log("free");
      if (mk.table->end_mode == MOKERT_END_RELEASE) {
        for (int i = 0; i < mk.nthreads; ++i) mk.threads[i].runnable = 1;
      } else if (s->thread >= 0 && s->thread < mk.nthreads) {
        /* The others stay where the counterexample left them until the verdict is decided. */
        mk.threads[s->thread].runnable = 1;
      }
      pthread_cond_broadcast(&mk.cv);
    } else {
      const struct mokert_switch *n = &mk.table->switches[mk.seq];
      int t = s->next;
      if (t >= 0 && t < mk.nthreads && n->thread == t && mk.threads[t].state == MK_PARKED &&
          mk.threads[t].last_probe == n->probe && mk.threads[t].last_count == n->count) {
        /* It is parked at its next row already (the counterexample goes on inside the statement
         * it was stopped in: the store after the load): the row is taken before it moves. */
        mk.pending = mk.seq;
        continue;
      }
      mk_release(s->next);
    }
  }
  pthread_mutex_unlock(&mk.lock);
  return 0;
}

struct mk_tramp {
  void *(*start)(void *);
  void *arg;
  int id;
};

static void mk_thread_end(int id);

/* The calling thread becomes replay thread `id` and waits, gated, for its first turn (the
 * monitor reports a stall; the target's deadline ends the program). Caller holds mk.lock. */
static void mk_gate(int id) {
  mk_self = id;
  char fn[128];
  mk_word(fn, sizeof fn, mk.table->threads[id].function);
  mk.threads[id].tid = mk_gettid();
  mk_set_state(id, MK_GATED);
  mk_log("thread id=%d fn=%s index=%u tid=%d", id, fn, mk.table->threads[id].creation_index, mk.threads[id].tid);
  while (!mk.threads[id].runnable) pthread_cond_wait(&mk.cv, &mk.lock);
  mk_set_state(id, MK_RUNNING);
}

static void *mk_trampoline(void *p) {
  struct mk_tramp t = *(struct mk_tramp *)p;
  free(p);
  if (t.id < 0) {  /* held: beyond the model's threads (mokert_pthread_create) */
    pthread_mutex_lock(&mk.lock);
    while (!(mk.free_run && (mk.table->end_mode == MOKERT_END_RELEASE || mk.table->nswitches == 0)))
      pthread_cond_wait(&mk.cv, &mk.lock);
    pthread_mutex_unlock(&mk.lock);
    return t.start(t.arg);
  }
  pthread_mutex_lock(&mk.lock);
  mk_gate(t.id);
  pthread_mutex_unlock(&mk.lock);
  void *ret = t.start(t.arg);
  mk_thread_end(t.id);
  return ret;
}

/* A thread's end, by return from its start routine or by pthread_exit. */
static void mk_thread_end(int id) {
  pthread_mutex_lock(&mk.lock);
  const struct mokert_switch *s = &mk.table->switches[mk.seq];
  if (!mk.free_run && mk.seq < mk.table->nswitches && s->thread == id && mk_last_row_of_thread(mk.seq) &&
      mk.pending < 0) {
    /* It ended on another path than the model's, before its last switch point: it has no
     * step left either way, so the schedule goes on (the verdict notes the divergence). */
    int row = mk.seq;
    mk_log("diverged id=%d seq=%d", id, row);
    mk.pending = row;
    pthread_cond_signal(&mk.ctl_cv);
    while (mk.seq <= row) pthread_cond_wait(&mk.cv, &mk.lock);
  }
  mk_set_state(id, MK_DONE);
  mk_log("exit id=%d", id);
  pthread_cond_broadcast(&mk.mon_cv);
  pthread_mutex_unlock(&mk.lock);
}

/* pthread_exit in a thread the replay started ends it as a return from its start routine does
 * (pthread_exit never comes back to the trampoline). */
void mokert_pthread_exit(void *value) {
  if (mokert_test_started && mk_self >= 0 && mk_self != mk.main_id) {
    mk_thread_end(mk_self);
    mk_self = -1;  /* a cleanup run by the unwinding must not end it twice */
  }
  pthread_exit(value);
}

int mokert_entered(const char *function) {
  if (!mokert_test_started || mk_self >= 0 || !function) return -1;
  pthread_mutex_lock(&mk.lock);
  int id = -1;
  for (int i = 0; i < mk.nthreads; ++i)
    if (!mk.threads[i].bound && strcmp(mk.table->threads[i].function, function) == 0 &&
        (id < 0 || mk.table->threads[i].creation_index < mk.table->threads[id].creation_index))
      id = i;
  /* The threads of a start routine the program creates are bound at their creation. */
  for (int i = 0; i < mk.nnames && id >= 0; ++i)
    if (strcmp(mk.names[i].name, function) == 0) id = -1;
  if (id < 0) {
    pthread_mutex_unlock(&mk.lock);
    return -1;
  }
  mk.threads[id].bound = 1;
  mk.threads[id].handle = pthread_self();
  mk.threads[id].has_handle = 1;
  mk_gate(id);
  pthread_mutex_unlock(&mk.lock);
  return id;
}

void mokert_entered_leave(int *token) {
  if (*token < 0 || mk_self != *token) return;
  mk_thread_end(*token);
  mk_self = -1;
}

/* Creation index per start function name. Caller holds mk.lock. */
static unsigned mk_next_index(const char *name) {
  for (int i = 0; i < mk.nnames; ++i)
    if (strcmp(mk.names[i].name, name) == 0) return mk.names[i].count++;
  if (mk.nnames < MK_MAX_NAMES) {
    mk.names[mk.nnames].name = name;
    mk.names[mk.nnames].count = 1;
    mk.nnames++;
  }
  return 0;
}

int mokert_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *),
                          void *arg, const char *start_name) {
  if (!mokert_test_started) return pthread_create(thread, attr, start, arg);
  pthread_mutex_lock(&mk.lock);
  unsigned index = mk_next_index(start_name);
  int id = -1;
  for (int i = 0; i < mk.nthreads; ++i)
    if (strcmp(mk.table->threads[i].function, start_name) == 0 &&
        mk.table->threads[i].creation_index == index)
      id = i;
  if (id >= 0) mk.threads[id].bound = 1;
  /* One more thread of a start function the schedule has threads of: the C created more than
   * the model's bound on threads (a loop of 10000 pthread_create the model runs a few passes
   * of). The model never ran it, so it is held before its start routine until the verdict is
   * decided (released with the others when a deadlock claim frees every thread): run freely, such
   * threads raced the scheduled ones and failed another assertion first. A start function the
   * schedule does not know (a call through a pointer the instrumenter could not name) runs
   * freely as before. */
  int held = 0;
  if (id < 0) {
    for (int i = 0; i < mk.nthreads && !held; ++i)
      held = strcmp(mk.table->threads[i].function, start_name) == 0;
    char fn[128];
    mk_word(fn, sizeof fn, start_name);
    mk_log("%s fn=%s index=%u", held ? "held" : "unknown", fn, index);
    mk.unknown_threads++;
  }
  pthread_mutex_unlock(&mk.lock);
  if (id < 0 && !held) return pthread_create(thread, attr, start, arg);
  struct mk_tramp *t = malloc(sizeof *t);
  if (!t) return pthread_create(thread, attr, start, arg);
  t->start = start;
  t->arg = arg;
  t->id = id;
  int rc = pthread_create(thread, attr, mk_trampoline, t);
  if (rc != 0) {
    free(t);
    return rc;
  }
  pthread_mutex_lock(&mk.lock);
  mk.threads[id].handle = *thread;
  mk.threads[id].has_handle = 1;
  pthread_mutex_unlock(&mk.lock);
  return rc;
}

static void mk_at_exit(void) {
  if (!mokert_test_started) return;
  /* main #0 returned while other instances of main the model runs go on (mokert_main_instance):
   * in the model the process lives on, so its end waits for theirs (the monitor's stall report
   * and the target's deadline still bound it). */
  if (mokert_main_instance && mk_self >= 0 && mk_self == mk.main_id) {
    int id = mk_self;
    mk_self = -1;
    mk_thread_end(id);
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += mk.stall_ms / 1000 + 1;
    pthread_mutex_lock(&mk.lock);
    for (;;) {
      int running = 0;
      for (int i = 0; i < mk.nthreads; ++i)
        if (strcmp(mk.table->threads[i].function, "main") == 0 && mk.table->threads[i].creation_index > 0 &&
            mk.threads[i].bound && mk.threads[i].state != MK_DONE)
          running = 1;
      if (!running || pthread_cond_timedwait(&mk.mon_cv, &mk.lock, &until) == ETIMEDOUT) break;
    }
    pthread_mutex_unlock(&mk.lock);
  }
  mk_log("end reached=%d of=%d", mk.seq, mk.table->nswitches);
}

__attribute__((constructor)) static void mk_init(void) {
  const char *off = getenv("MOKERT_REPLAY_DISABLE");
  if (off && *off) return;
  mk.table = &mokert_schedule;
  mk.log_fd = 2;
  const char *log = getenv("MOKERT_LOG");
  if (log && *log) {
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
    if (fd >= 0) mk.log_fd = fd;
  }
  if (mk.table->protocol != MOKERT_REPLAY_PROTOCOL) {
    mk_log("error protocol=%d expected=%d", mk.table->protocol, MOKERT_REPLAY_PROTOCOL);
    return;
  }
  mk.nthreads = mk.table->nthreads;
  mk.threads = calloc((size_t)mk.nthreads + 1, sizeof *mk.threads);
  mk.counts = calloc((size_t)(mk.nthreads * mk.table->nprobes) + 1, sizeof *mk.counts);
  if (!mk.threads || !mk.counts) return;
  for (int i = 0; i < mk.nthreads; ++i) mk.threads[i].last_probe = -1;
  mk.last_thread = -1;
  pthread_mutex_init(&mk.lock, 0);
  pthread_cond_init(&mk.cv, 0);
  pthread_cond_init(&mk.ctl_cv, 0);
  pthread_cond_init(&mk.mon_cv, 0);
  mk.pending = -1;
  const char *ms = getenv("MOKERT_STALL_MS");
  mk.stall_ms = (ms && *ms) ? atol(ms) : 5000;
  mk_log("start protocol=%d cex=%u threads=%d switches=%d", MOKERT_REPLAY_PROTOCOL, mk.table->number,
         mk.nthreads, mk.table->nswitches);
  atexit(mk_at_exit);
  mokert_test_started = 1;
  if (mk.table->nswitches == 0) {
    mk.free_run = 1;
    mk_log("free");
    for (int i = 0; i < mk.nthreads; ++i) mk.threads[i].runnable = 1;
  }
  /* The main thread takes part when the model has a process for main. */
  int main_id = -1;
  for (int i = 0; i < mk.nthreads; ++i)
    if (strcmp(mk.table->threads[i].function, "main") == 0 && mk.table->threads[i].creation_index == 0)
      main_id = i;
  mk.main_id = main_id;
  if (main_id >= 0) {
    mk.threads[main_id].bound = 1;
    mk_self = main_id;
    mk.threads[main_id].tid = mk_gettid();
    mk.threads[main_id].state = MK_GATED;
    mk.threads[main_id].handle = pthread_self();
    mk.threads[main_id].has_handle = 1;
    mk_log("thread id=%d fn=main index=0 tid=%d", main_id, mk.threads[main_id].tid);
    mk_next_index("main"); /* main #0: the next thread of main is #1 */
  }
  /* The model runs main in more processes than the program has (Modex's -xeN, -aN main): the
   * others are threads that call main (the instrumenter defines mokert_main_instance), bound
   * and gated as any created thread. */
  if (main_id >= 0 && mokert_main_instance)
    for (int i = 0; i < mk.nthreads; ++i)
      if (strcmp(mk.table->threads[i].function, "main") == 0 && mk.table->threads[i].creation_index > 0) {
        pthread_t extra;
        mokert_pthread_create(&extra, 0, mokert_main_instance, 0, "main");
      }
  pthread_t ctl, mon;
  if (!mk.free_run) {
    pthread_create(&ctl, 0, mk_controller, 0);
    pthread_detach(ctl);
  }
  pthread_create(&mon, 0, mk_monitor, 0);
  pthread_detach(mon);
  if (main_id >= 0) {
    pthread_mutex_lock(&mk.lock);
    while (!mk.threads[main_id].runnable) pthread_cond_wait(&mk.cv, &mk.lock);
    mk.threads[main_id].state = MK_RUNNING;
    pthread_mutex_unlock(&mk.lock);
  }
}
