/* State shared by the user-space runtime's files (not part of the protocol). */
#ifndef MOKERT_RUNTIME_INTERNAL_H
#define MOKERT_RUNTIME_INTERNAL_H
#include <pthread.h>
#include <stddef.h>

#include "mokert_replay.h"
#include "mokert_replay_user.h"

enum { MK_UNBORN, MK_GATED, MK_RUNNING, MK_PARKED, MK_BLOCKED, MK_DONE };
#define MK_MAX_NAMES 64
#define MK_MAX_MUTEXES 256

struct mk_thread {
  int state, tid, runnable, last_probe;
  unsigned last_count;
  const void *waiting_on;      /* mutex or condvar it is blocked in */
  const char *waiting_name, *waiting_where;
  int waiting_cond;            /* 1: condvar wait, 0: mutex lock */
};

struct mk_mutex {
  const void *m;
  int owner;                   /* replay thread id, -1: a thread the schedule does not name */
  int owner_tid;
  const char *name, *where;
};

struct mk_state {
  const struct mokert_schedule_table *table;
  pthread_mutex_t lock;
  pthread_cond_t cv, ctl_cv, mon_cv;
  int nthreads, seq, pending, free_run, log_fd;
  long stall_ms;
  struct mk_thread *threads;
  unsigned *counts;            /* [thread][probe] passes */
  struct { const char *name; unsigned count; } names[MK_MAX_NAMES];
  int nnames;
  struct mk_mutex mutexes[MK_MAX_MUTEXES];
};

extern struct mk_state mk;
extern __thread int mk_self;

void mk_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void mk_word(char *out, size_t size, const char *in);
const char *mk_state_name(int s);
int mk_gettid(void);
void *mk_monitor(void *unused);
struct mk_mutex *mk_find_mutex(const void *m);

#endif
