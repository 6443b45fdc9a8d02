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

static void mk_diagnose(long ms) {
  int seq = mk.seq;
  int waiting = seq < mk.table->nswitches ? (seq == 0 ? mk.table->first : mk.table->switches[seq - 1].next)
                                          : -1;
  mk_log("stalled seq=%d of=%d waiting-for=%d ms=%ld", seq, mk.table->nswitches, waiting, ms);
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
  for (int i = 0; i < mk.nthreads; ++i) {
    struct mk_thread *t = &mk.threads[i];
    if (t->state != MK_BLOCKED || !t->waiting_on) continue;
    char name[128], where[512];
    mk_word(name, sizeof name, t->waiting_name);
    mk_word(where, sizeof where, t->waiting_where);
    if (t->waiting_cond) {
      mk_log("blocked id=%d cond=%s at=%s holder=-1 holder-state=-", i, name, where);
      continue;
    }
    struct mk_mutex *e = mk_find_mutex(t->waiting_on);
    int holder = e ? e->owner : -2;
    const char *hs = holder >= 0 ? mk_state_name(mk.threads[holder].state) : (e ? "environment" : "unknown");
    mk_log("blocked id=%d mutex=%s at=%s holder=%d holder-state=%s", i, name, where, holder, hs);
  }
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
  while (!mk.free_run) {
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
  pthread_mutex_unlock(&mk.lock);
  return 0;
}
