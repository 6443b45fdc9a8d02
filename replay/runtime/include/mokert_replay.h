/* mokert replay protocol (MOKERT §3.3-3.4), shared by the user-space runtime
 * (replay/runtime/user) and the kernel runtime (replay/runtime/kernel).
 *
 * The instrumenter inserts probe calls; the mapper's schedule-N.xml becomes a
 * generated C file (schedule_table.c) that defines `mokert_schedule`. A runtime
 * implements mokert_probe_hit() (slow path), a controller that releases exactly
 * one scheduled thread at a time and a monitor that logs progress in the line
 * format below and reports a stall at its deadline. docs/replay.md documents it.
 *
 * Plain C, no libc types, so that it compiles in user space and in the kernel. */
#ifndef MOKERT_REPLAY_H
#define MOKERT_REPLAY_H

#define MOKERT_REPLAY_PROTOCOL 1

/* One row of the global schedule table: when thread `thread` passes probe
 * `probe` for the `count`-th time (1-based, counted per thread per probe), it
 * parks and the controller releases `next`. next == -1: last step of the
 * counterexample; the controller then releases every thread (free run). */
struct mokert_switch {
  int thread;
  int probe;
  unsigned int count;
  int next;
  unsigned int cex_step; /* counterexample step, for the log only */
  unsigned int flags;    /* MOKERT_SWITCH_* below */
};

/* The thread's model process ended in the counterexample and this is its last row: it does
 * not park at this switch but runs on freely (to its exit, a join, ...) while `next` gets the
 * turn. A thread whose last row lacks the flag parks there until the verdict is decided. */
#define MOKERT_SWITCH_RETIRE 1u

/* Replay thread `id` (index in the array) is the `creation_index`-th thread
 * (0-based) started with start function `function`. "main" names the main thread
 * (user space) and, in the kernel, the test driver's calling context. */
struct mokert_thread_desc {
  const char *function;
  unsigned int creation_index;
};

/* Probe ids are dense, 0..nprobes-1, in schedule-N.xml order. */
struct mokert_probe_desc {
  const char *file;
  unsigned int line;
  unsigned int col;
  const char *position; /* "after", "before", "condition" */
};

/* Branch check: on thread `thread`'s `count`-th evaluation of the condition at probe
 * `probe`, the model took branch `expected` (1 true, 0 false). The runtime compares the
 * real value and logs `branch` when they differ (the model's guard is more abstract
 * than the data). */
struct mokert_check {
  int thread;
  int probe;
  unsigned int count;
  int expected;
  unsigned int cex_step; /* counterexample step, for the log only */
};

/* A value the model chose for C data: thread's next nondeterministic input returns it. */
struct mokert_value {
  int thread;
  long long value;
  unsigned int cex_step; /* counterexample step, for the log only */
  const char *name;      /* the C lvalue (or call) the model chose it for */
};

/* The waiter the model woke with thread's next pthread_cond_signal (-1: the runtime's choice). */
struct mokert_wake {
  int thread;
  int woken;
  unsigned int cex_step; /* counterexample step, for the log only */
};

struct mokert_schedule_table {
  int protocol;                 /* MOKERT_REPLAY_PROTOCOL */
  unsigned int number;          /* counterexample number N */
  int first;                    /* thread released first */
  int nthreads;
  const struct mokert_thread_desc *threads;
  int nprobes;
  const struct mokert_probe_desc *probes;
  int nswitches;                /* the last one has next == -1 */
  const struct mokert_switch *switches;
  /* Last, so that a table without them (zero-filled) has none. */
  int nchecks;
  const struct mokert_check *checks;
  /* What happens after the last row (MOKERT_END_*); zero-filled: PARK. */
  int end_mode;
  /* Forced data, per thread in the model's order; zero-filled: none (the kernel runtime ignores them). */
  int nvalues;
  const struct mokert_value *values;
  /* Signals' chosen waiters, per thread in the model's order; zero-filled: none (the kernel
   * runtime ignores them). */
  int nwakes;
  const struct mokert_wake *wakes;
  /* The counterexample's property is the script's (a monitor process, a never claim): the
   * runtime tests it at the last row with mokert_script_property_failed(). Zero-filled: none
   * (the kernel runtime ignores it). */
  int has_property;
};

/* The script's property over the program's globals, appended by the instrumenter to the copy of
 * the file that has them (weak: absent when the property reads state the program lacks). Nonzero
 * when the property fails. */
int mokert_script_property_failed(void) __attribute__((weak));

/* After the last row: threads the counterexample leaves in the middle of their function stay
 * parked until the verdict is decided; only the last row's thread runs on (to the violation).
 * The runtime decides ("settled") when that thread ends or blocks. */
#define MOKERT_END_PARK 0
/* After the last row every thread is released (an invalid end state: a deadlock claim); when
 * every remaining scheduled thread blocks, the runtime reports the deadlock. */
#define MOKERT_END_RELEASE 1
/* The rows force a liveness counterexample's prefix and then its cycle k times: reaching the last
 * row is the verdict point (the program followed the cycle); the runtime settles at once, with
 * every other thread still parked. The kernel runtime treats it as END_PARK. */
#define MOKERT_END_CYCLE 2

/* Defined by the generated schedule_table.c. */
extern const struct mokert_schedule_table mokert_schedule;

/* Nonzero while a replay is under way (MOKERT Fig. 5 `test_start`). The probe's
 * fast path is one load of this flag, so an inactive probe costs next to nothing. */
extern volatile int mokert_test_started;

/* Slow path of a probe: counts the pass and parks the thread at its switch. */
void mokert_probe_hit(int probe);

/* Probe after (or before, for return/break/goto) a statement. */
static inline void mokert_probe(int probe) {
  if (__builtin_expect(mokert_test_started, 0)) mokert_probe_hit(probe);
}

/* Slow path of a condition probe: compares `cond` with the branch checks of this
 * evaluation, then does what mokert_probe_hit does. */
void mokert_cond_hit(int probe, int cond);

/* Probe after a condition is evaluated and before the branch: if (mokert_probe_cond(3, !!(c))). */
static inline int mokert_probe_cond(int probe, int cond) {
  if (__builtin_expect(mokert_test_started, 0)) mokert_cond_hit(probe, cond);
  return cond;
}

/* Log lines written by the monitor (one event per line, '\n' terminated, values
 * never contain spaces: a space in a name is written as '_'):
 *   MOKERT start protocol=1 cex=N threads=T switches=S
 *   MOKERT thread id=I fn=F index=K tid=LINUXTID          a scheduled thread began
 *   MOKERT release id=I                                    the controller released I
 *   MOKERT step seq=Q id=I probe=P count=C next=J cex-step=X   switch Q reached
 *   MOKERT property failed=0|1                             the script's property tested at the
 *                                                          last row (1: it fails on the program)
 *   MOKERT property unchecked                              it reads state the program lacks
 *   MOKERT free                                            the last switch was reached
 *   MOKERT diverged id=I seq=Q                             I ended before its last switch point
 *                                                          (row Q, a RETIRE row): taken as reached
 *   MOKERT branch id=I probe=P count=C cex-step=X at=FILE:LINE model=B code=B
 *                                                          at I's C-th evaluation of the condition
 *                                                          at probe P the code took branch B
 *                                                          (true|false), the model the other
 *   MOKERT exit id=I                                       I's start function returned
 *   MOKERT unknown fn=F index=K                            a thread the schedule does not name
 *   MOKERT stalled seq=Q of=S waiting-for=I ms=M            deadline passed at switch Q
 *   MOKERT tstate id=I fn=F index=K state=S probe=P count=C linux=L wchan=W syscall=Y
 *   MOKERT blocked id=I mutex=NAME at=FILE:LINE holder=H holder-state=S
 *   MOKERT skip seq=Q id=I join=NAME at=FILE:LINE holder=H holder-state=S
 *                                                          row Q's thread I was blocked joining H,
 *                                                          which the schedule parks, where the
 *                                                          model passes: the row is passed over
 *                                                          (I parks at its next probe if it ever
 *                                                          wakes) so that the others go on
 *   MOKERT end reached=Q of=S                              the program is exiting normally
 *   MOKERT settled id=I state=S                            (END_PARK) after the last row, its
 *                                                          thread I ended (done) or blocked: the
 *                                                          verdict is decided, the program ends
 *                                                          with MOKERT_EXIT_SETTLED
 *   MOKERT deadlock id=I kind=mutex|cond|join|completion|waitqueue name=N at=FILE:LINE holder=H holds=N@FILE:LINE,..
 *                                                          (END_RELEASE) every remaining scheduled
 *                                                          thread blocked: one line per thread,
 *                                                          then MOKERT_EXIT_DEADLOCK
 *   MOKERT signal id=I cond=N at=FILE:LINE waiters=W woke=J a signal/broadcast; W waiters woken,
 *                                                          J the one a signal woke (-1: none);
 *                                                          chosen=K: the model's choice K was not
 *                                                          waiting (the longest waiting was woken)
 *   MOKERT forced id=I value=V cex-step=X call=F            I's nondeterministic input F returned
 *                                                          the model's choice V
 *   MOKERT unforced id=I call=F                            I called F and the model chose no
 *                                                          value for it (it returns 0; after a
 *                                                          script-abstracted statement F keeps
 *                                                          the program's own value)
 *   MOKERT reach-error id=I at=FILE:LINE                   I called reach_error (SV-COMP's error)
 *   MOKERT assume-failed id=I call=F                       an assumption failed: the thread ends
 *   MOKERT hung seq=Q ms=M                                 after the last row, nothing settled
 *                                                          before the deadline (tstate lines
 *                                                          follow), then MOKERT_EXIT_HUNG
 * state (of a replay thread): unborn | gated | running | parked | blocked | done.
 * In the kernel, the same lines go to the console with printk. */
#define MOKERT_LOG_PREFIX "MOKERT "

/* Exit status of a user-space program whose monitor reported a stall. */
#define MOKERT_EXIT_STALLED 97
/* ... whose last-row thread ended or blocked without a property failure (END_PARK). */
#define MOKERT_EXIT_SETTLED 96
/* ... whose threads all blocked after the last row (END_RELEASE). */
#define MOKERT_EXIT_DEADLOCK 95
/* ... that neither ended, settled nor deadlocked after the last row before the deadline. */
#define MOKERT_EXIT_HUNG 94

#endif
