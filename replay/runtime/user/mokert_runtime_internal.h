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
#define MK_MAX_WAITERS 128

/* A thread in a condition-variable wait (the runtime's own, so that the schedule decides who
 * is woken and when the woken thread takes the mutex again). */
struct mk_waiter {
  const void *c;
  int self, woken, used;
  unsigned long ticket;        /* order of waiting: a signal wakes the longest waiting */
};

enum { MK_WAIT_MUTEX, MK_WAIT_COND, MK_WAIT_JOIN, MK_WAIT_RWLOCK, MK_WAIT_SEM, MK_WAIT_BARRIER };

/* What a held lock is: a mutex, or one side of a reader-writer lock (several readers hold one
 * rwlock at once: an entry each). */
enum { MK_HELD_MUTEX, MK_HELD_READ, MK_HELD_WRITE, MK_HELD_SEM };

struct mk_thread {
  int state, tid, runnable, last_probe;
  unsigned last_count;
  const void *waiting_on;      /* mutex, condvar or thread handle it is blocked in */
  const char *waiting_name, *waiting_where;
  int waiting_cond;            /* MK_WAIT_*: what it waits for */
  int join_target;             /* MK_WAIT_JOIN: replay id of the joined thread, -1 unknown */
  pthread_t handle;
  int has_handle;
  int next_value;              /* index into the table's forced values to look at next */
  int next_wake;               /* index into the table's signal choices to look at next */
  int behind;                  /* a row of it was passed over while it was blocked */
  int bound;                   /* a real thread is (or is being) this replay thread */
};

struct mk_mutex {
  const void *m;
  int kind;                    /* MK_HELD_* */
  int owner;                   /* replay thread id, -1: a thread the schedule does not name */
  int owner_tid;
  const char *name, *where;
  int depth;                   /* a recursive mutex's holds beyond the first */
};

struct mk_state {
  const struct mokert_schedule_table *table;
  pthread_mutex_t lock;
  pthread_cond_t cv, ctl_cv, mon_cv;
  int nthreads, seq, pending, free_run, log_fd;
  int last_thread;             /* the last row's thread: it runs on after the last row */
  int main_id;                 /* replay id of main, -1: main is the (unscheduled) driver */
  int settled;
  int unknown_threads;         /* threads created that the schedule does not name (run freely) */
  unsigned changes;            /* thread state changes: the monitor waits for them to stop */
  long stall_ms;
  struct mk_thread *threads;
  unsigned *counts;            /* [thread][probe] passes */
  struct { const char *name; unsigned count; } names[MK_MAX_NAMES];
  int nnames;
  struct mk_mutex mutexes[MK_MAX_MUTEXES];
  struct mk_waiter waiters[MK_MAX_WAITERS];
  unsigned long tickets;
};

extern struct mk_state mk;
extern __thread int mk_self;

void mk_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void mk_word(char *out, size_t size, const char *in);
const char *mk_state_name(int s);
int mk_gettid(void);
void *mk_monitor(void *unused);
struct mk_mutex *mk_find_mutex(const void *m);
/* A holder of lock `m` other than thread `except` (for a rwlock, any of its readers or its
 * writer), else `except`'s own entry, else 0. Caller holds mk.lock. */
struct mk_mutex *mk_find_holder(const void *m, int except);
void mk_set_state(int id, int state);
/* Counts a pass of `probe` by thread `self`; at its switch row hands the turn on and returns 1
 * when the thread must wait for its turn again. Caller holds mk.lock. */
int mk_pass(int self, int probe);
/* mk_pass, then, at a switch row, park until the thread has the turn again. Caller holds mk.lock. */
void mk_pass_and_park(int self, int probe);
/* SV-COMP atomic sections (mokert_svcomp.c): how deep the calling thread is inside one. */
extern __thread int mk_atomic_depth;
/* Passes of probes inside an atomic section wait for its end (the model cannot switch inside
 * one): mk_atomic_flush counts them once the section is left. */
void mk_atomic_flush(void);
/* The model's next forced value for the calling thread (docs/replay.md "Forced data"), or 0. */
long long mokert_forced_value(const char *call);

#endif
