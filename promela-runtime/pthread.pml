/* mokert Promela runtime: POSIX threads primitives for the default lookup table
 * (translation-scripts/defaults.lut). Written for mokert; see docs/translation-scripts.md.
 *
 * Representation (the translator declares C variables of these types with the Promela types
 * the table's @type lines name):
 *   mokert_mutex_t   short: bits 0-7 0 free, owner's _pid + 1 when held, MOKERT_MUTEX_DESTROYED
 *                    after destroy; bits 8-9 the kind (0 normal, 1 recursive, 2 error-checking,
 *                    from pthread_mutexattr_settype or a recursive initialiser); bits 10-14 a
 *                    recursive mutex's holds beyond the first. A normal mutex's value is as
 *                    when this was a byte.
 *   mokert_mutexattr_t byte: the kind pthread_mutexattr_settype gave it
 *   mokert_cond_t    int: bit p set while the thread with _pid p waits on it
 *   mokert_thread_t  byte: 0 never started, else the started proctype's _pid + 1
 *   mokert_rwlock_t  int: 0 free, n > 0 while n readers hold it, -(writer's _pid + 1) while written
 *   mokert_sem_t     int: a POSIX semaphore's count
 *   mokert_barrier_t int: bits 0-7 threads arrived, 8-15 the count the barrier waits for, 16-23
 *                    threads still to leave after it opened
 *   mokert_once_t    byte: 0 not run, 1 the init function running, 2 done
 * Misuse is a SPIN error: unlocking a mutex the thread does not hold, locking/destroying a
 * destroyed or held mutex, waiting without holding the mutex and joining a thread that was never
 * started are assertion violations; locking a normal mutex the thread already holds blocks for
 * ever (a self-deadlock: SPIN reports an invalid end state). A recursive mutex counts its
 * holder's locks and is free after as many unlocks; an error-checking one returns EDEADLK to a
 * relock, and both return EPERM to an unlock by a thread that does not hold them (nothing
 * changes), as POSIX
 * says.
 */
#ifndef MOKERT_PTHREAD_PML
#define MOKERT_PTHREAD_PML

#define mokert_mutex_t short
#define mokert_mutexattr_t byte
#define mokert_cond_t int
#define mokert_thread_t byte
#define mokert_rwlock_t int
#define mokert_sem_t int
#define mokert_barrier_t int
#define mokert_once_t byte

#ifndef MOKERT_MAX_PIDS
#define MOKERT_MAX_PIDS 16
#endif
#define MOKERT_MUTEX_DESTROYED 255
#define MOKERT_EBUSY 16

/* The primitives are cpp macros, not Promela inlines: SPIN reports a step inside an inline at the
 * inline's own line (here), but a macro's steps at the line of the call in model.pml, which the
 * line map takes back to the C statement (pthread_join, pthread_mutex_lock, ...).
 *
 * exited[p]: the proctype with _pid p has finished (pthread_join waits for it). */
#ifdef MOKERT_JOIN_VALUES
byte mokert_exited[MOKERT_MAX_PIDS];
#else
bit mokert_exited[MOKERT_MAX_PIDS];
#endif
/* Scratch for choosing which waiter a signal wakes; hidden: not part of the state. */
hidden byte mokert_bit;

/* The translator ends every proctype with mokert_thread_exit() and defines it as skip only when
 * no runtime defined it before (#ifndef mokert_thread_exit). */
/* When a join reads the value a thread hands back (MOKERT_JOIN_VALUES, cmem.pml's mokert_retv,
 * kept by _pid), an ended thread keeps its _pid until a join has read its value (exited 2), so
 * that SPIN does not give the _pid, and the value's slot, to a thread started later. A thread
 * nobody joins waits there at an end state. */
#ifdef MOKERT_JOIN_VALUES
#define mokert_thread_exit() mokert_exited[_pid] = 1; end_mokert_unjoined: mokert_exited[_pid] == 2
#else
#define mokert_thread_exit() mokert_exited[_pid] = 1
#endif

/* C's exit: when main returns, the process ends with all its threads, so a thread that waits
 * for ever after that (for a mutex, a signal, a join) is no deadlock. With MOKERT_C_EXIT (the
 * translator defines it when main is a proctype whose end states are checked, and sets
 * mokert_main_ended when main returns; pthread_exit in main does not) every blocking primitive
 * is wrapped in MOKERT_BLOCK_BEGIN/END, a second way out once main has returned: the thread
 * ends (mokert_return, which every translated proctype has). It is a choice, not a must:
 * threads may still run on, as they can in C before exit has finished. */
#ifdef MOKERT_C_EXIT
#define MOKERT_BLOCK_BEGIN if ::
#define MOKERT_BLOCK_END :: mokert_main_ended -> goto mokert_return fi
#else
#define MOKERT_BLOCK_BEGIN
#define MOKERT_BLOCK_END
#endif

/* exit(c) called by any thread ends the process. With a failure status it is the program's
 * own way of saying a check failed (`fprintf(stderr, ...); exit(EXIT_FAILURE);`), as abort() is:
 * an assertion violation (the replay takes a non-zero exit status as that check). exit(0) ends
 * this thread, and with MOKERT_C_EXIT lets waiting threads end as main's return does. A real
 * exit() inside pan would end the search itself. _c: the status is C text (EXIT_FAILURE). */
#ifdef MOKERT_C_EXIT
#define mokert_exit(c) assert((c) == 0); mokert_main_ended = 1; goto mokert_return
#define mokert_exit_c(c) assert(c_expr { (c) == 0 }); mokert_main_ended = 1; goto mokert_return
#else
#define mokert_exit(c) assert((c) == 0); goto mokert_return
#define mokert_exit_c(c) assert(c_expr { (c) == 0 }); goto mokert_return
#endif

/* The kinds, as glibc numbers them (the program's PTHREAD_MUTEX_* names reach the model as
 * these words or their values). */
#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_DEFAULT 0
#define PTHREAD_MUTEX_RECURSIVE 1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_RECURSIVE_NP 1
#define PTHREAD_MUTEX_ERRORCHECK_NP 2
#define MOKERT_EPERM 1
#define MOKERT_EDEADLK 35
#define MOKERT_MX_OWNER(m) ((m) & 255)
#define MOKERT_MX_KIND(m) (((m) >> 8) & 3)
#define MOKERT_MX_DEPTH(m) (((m) >> 10) & 31)
/* Initial values of a mutex of each kind (a global's PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP). */
#define MOKERT_MUTEX_RECURSIVE_INIT 256
#define MOKERT_MUTEX_ERRORCHECK_INIT 512
/* The result of a lock or unlock whose caller does not read it; hidden: not part of the state. */
hidden byte mokert_mx_r;

#define mokert_mutexattr_init(a) \
  a = 0
#define mokert_mutexattr_settype(a, k) \
  a = (k)

#define mokert_mutex_init(m) \
  m = 0
#define mokert_mutex_init_attr(m, a) \
  m = (a) << 8

#define mokert_mutex_destroy(m) \
  atomic { assert(MOKERT_MX_OWNER(m) == 0); m = MOKERT_MUTEX_DESTROYED }

/* Free, destroyed (the assertion then fails), or a recursive or error-checking mutex of ours:
 * the step can be taken. */
#define MOKERT_MX_CAN_LOCK(m) \
  (MOKERT_MX_OWNER(m) == 0 || MOKERT_MX_OWNER(m) == MOKERT_MUTEX_DESTROYED || \
   (MOKERT_MX_OWNER(m) == _pid + 1 && MOKERT_MX_KIND(m) != 0))
#define MOKERT_MX_TAKE(m, r) \
  assert(MOKERT_MX_OWNER(m) != MOKERT_MUTEX_DESTROYED); \
  if \
  :: MOKERT_MX_OWNER(m) == 0 -> m = m | (_pid + 1); r = 0 \
  :: MOKERT_MX_OWNER(m) == _pid + 1 && MOKERT_MX_KIND(m) == 1 -> \
     assert(MOKERT_MX_DEPTH(m) < 31); m = m + 1024; r = 0 \
  :: MOKERT_MX_OWNER(m) == _pid + 1 && MOKERT_MX_KIND(m) == 2 -> r = MOKERT_EDEADLK \
  fi
#define MOKERT_MX_GIVE(m, r) \
  if \
  :: MOKERT_MX_OWNER(m) == _pid + 1 && MOKERT_MX_DEPTH(m) > 0 -> m = m - 1024; r = 0 \
  :: MOKERT_MX_OWNER(m) == _pid + 1 && MOKERT_MX_DEPTH(m) == 0 -> m = m & 768; r = 0 \
  :: MOKERT_MX_OWNER(m) != _pid + 1 && MOKERT_MX_KIND(m) != 0 -> r = MOKERT_EPERM \
  :: else -> assert(MOKERT_MX_OWNER(m) == _pid + 1) \
  fi

#define mokert_mutex_lock(m) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_MX_CAN_LOCK(m) -> MOKERT_MX_TAKE(m, mokert_mx_r) } \
  MOKERT_BLOCK_END
/* r = pthread_mutex_lock(&m): 0, or EDEADLK for an error-checking mutex the thread holds. */
#define mokert_mutex_lock_r(m, r) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_MX_CAN_LOCK(m) -> MOKERT_MX_TAKE(m, r) } \
  MOKERT_BLOCK_END

#define mokert_mutex_unlock(m) \
  atomic { MOKERT_MX_GIVE(m, mokert_mx_r) }
#define mokert_mutex_unlock_r(m, r) \
  atomic { MOKERT_MX_GIVE(m, r) }

/* r = pthread_mutex_trylock(&m): 0 and the mutex held (once more, for a recursive one of ours),
 * or EBUSY. */
#define mokert_mutex_trylock(m, r) \
  atomic { \
    assert(MOKERT_MX_OWNER(m) != MOKERT_MUTEX_DESTROYED); \
    if \
    :: MOKERT_MX_OWNER(m) == 0 -> m = m | (_pid + 1); r = 0 \
    :: MOKERT_MX_OWNER(m) == _pid + 1 && MOKERT_MX_KIND(m) == 1 -> \
       assert(MOKERT_MX_DEPTH(m) < 31); m = m + 1024; r = 0 \
    :: else -> r = MOKERT_EBUSY \
    fi \
  }

/* pthread_mutex_trylock(&m) whose result is not used. */
#define mokert_mutex_trylock_void(m) \
  mokert_mutex_trylock(m, mokert_mx_r)

/* Read-write locks: readers share, a writer excludes everyone. Unlocking a lock nobody holds, or a
 * write lock another thread holds, is an assertion violation. */
#define mokert_rwlock_init(l) \
  l = 0

#define mokert_rwlock_destroy(l) \
  assert(l == 0)

#define mokert_rwlock_rdlock(l) \
  MOKERT_BLOCK_BEGIN atomic { l >= 0 -> l = l + 1 } \
  MOKERT_BLOCK_END

#define mokert_rwlock_wrlock(l) \
  MOKERT_BLOCK_BEGIN atomic { l == 0 -> l = -(_pid + 1) } \
  MOKERT_BLOCK_END

#define mokert_rwlock_unlock(l) \
  atomic { \
    assert(l != 0); \
    if \
    :: l > 0 -> l = l - 1 \
    :: l < 0 -> assert(l == -(_pid + 1)); l = 0 \
    fi \
  }
/* POSIX semaphores (sem_t): a count; sem_wait blocks while it is 0. Were they left as C calls,
 * pan itself would block in sem_wait (or the count would not be part of the searched state). */
#define mokert_sem_init(s, v) \
  s = v
#define mokert_sem_destroy(s) \
  skip
#define mokert_sem_wait(s) \
  MOKERT_BLOCK_BEGIN atomic { s > 0 -> s-- } \
  MOKERT_BLOCK_END
#define mokert_sem_post(s) \
  s++
/* r = sem_trywait(&s): 0 and a unit taken, or -1 and errno EAGAIN (11 on Linux) while the count
 * is 0. Left a C call, glibc's sem_trywait ran in pan on the model's int as if it were a sem_t.
 * A program that reads errno has it per proctype (MOKERT_ERRNO: the local mokert_errno). */
#ifdef MOKERT_ERRNO
#define MOKERT_SET_ERRNO(v) mokert_errno = v
#else
#define MOKERT_SET_ERRNO(v) skip
#endif
#define mokert_sem_trywait(s, r) \
  atomic { if :: s > 0 -> s--; r = 0 :: else -> r = -1; MOKERT_SET_ERRNO(11) fi }
#define mokert_sem_trywait_void(s) \
  mokert_sem_trywait(s, mokert_mx_r)

/* Barriers (pthread_barrier_t), in two steps for every thread: arrive, then leave once the
 * barrier is open. The last to arrive opens it (arrived back to 0, every thread of the opening
 * still to leave) and gets PTHREAD_BARRIER_SERIAL_THREAD (-1), the others 0. A thread arrives
 * only when every thread of the last opening has left, so one that waits to leave belongs to the
 * current opening: no generation per thread is needed. The replay maps the two steps to the
 * points before and after the real call (replay/src/mapper.cpp, barrier phases): keep `>= 1` in
 * the leave step. An uninitialised barrier (count 0) is an assertion violation. Were they left
 * as C calls, pan would block in pthread_barrier_wait. */
#define MOKERT_BAR_ARRIVED(b) ((b) & 255)
#define MOKERT_BAR_COUNT(b) (((b) >> 8) & 255)
#define MOKERT_BAR_LEAVING(b) (((b) >> 16) & 255)
#define mokert_barrier_init(b, n) \
  atomic { assert((n) > 0 && (n) < 256); b = (n) << 8 }
#define mokert_barrier_destroy(b) \
  assert(MOKERT_BAR_ARRIVED(b) == 0 && MOKERT_BAR_LEAVING(b) == 0)
/* Each wait is two halves, NAME_wait (arrive) and NAME_woken (leave): the translator writes
 * them as two model lines marked part="wait" and part="woken" in the map, which is how the
 * replay tells them apart. */
#define mokert_barrier_wait_r_wait(b, r) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_BAR_LEAVING(b) == 0 -> assert(MOKERT_BAR_COUNT(b) > 0); \
    if \
    :: MOKERT_BAR_ARRIVED(b) + 1 == MOKERT_BAR_COUNT(b) -> \
       b = (MOKERT_BAR_COUNT(b) << 8) | (MOKERT_BAR_COUNT(b) << 16); r = -1 \
    :: else -> b = b + 1; r = 0 \
    fi } \
  MOKERT_BLOCK_END
#define mokert_barrier_wait_r_woken(b, r) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_BAR_LEAVING(b) >= 1 -> b = b - 65536 } \
  MOKERT_BLOCK_END
#define mokert_barrier_wait_r(b, r) \
  mokert_barrier_wait_r_wait(b, r); mokert_barrier_wait_r_woken(b, r)
#define mokert_barrier_wait_wait(b) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_BAR_LEAVING(b) == 0 -> assert(MOKERT_BAR_COUNT(b) > 0); \
    if \
    :: MOKERT_BAR_ARRIVED(b) + 1 == MOKERT_BAR_COUNT(b) -> \
       b = (MOKERT_BAR_COUNT(b) << 8) | (MOKERT_BAR_COUNT(b) << 16) \
    :: else -> b = b + 1 \
    fi } \
  MOKERT_BLOCK_END
#define mokert_barrier_wait_woken(b) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_BAR_LEAVING(b) >= 1 -> b = b - 65536 } \
  MOKERT_BLOCK_END
#define mokert_barrier_wait(b) \
  mokert_barrier_wait_wait(b); mokert_barrier_wait_woken(b)

/* pthread_once(&o, f): the translator writes
 *   if :: mokert_once_begin(o) -> <f expanded>; mokert_once_end(o) :: mokert_once_wait(o) fi
 * The first caller runs f; a caller that comes while f runs waits until it has finished. */
#define mokert_once_begin(o) \
  atomic { o == 0 -> o = 1 }
#define mokert_once_end(o) \
  o = 2
#define mokert_once_wait(o) \
  (o == 2)

#define mokert_cond_init(c) \
  c = 0

#define mokert_cond_destroy(c) \
  assert(c == 0)

/* Spurious wake-ups: POSIX lets pthread_cond_wait and pthread_cond_timedwait return with no
 * signal, so a waiter that does not test its predicate again (`if (!ready) wait` instead of
 * `while`) may go on while the predicate is false. Unless MOKERT_NO_SPURIOUS is defined (the
 * extractor writes it for `%spurious 0` or --no-spurious), a wait chooses when it begins
 * whether it will end without a signal: its bit in mokert_spur. Such a waiter takes the mutex
 * again whenever it is free (a signal may still reach it first); the other waits only for a
 * signal. The choice is made when the wait begins, not at its end, so that a waiter nobody
 * signals is still blocked on the other branch: a lost wake-up stays an invalid end state
 * (letting any wait end at any time would have hidden every such deadlock). mokert_spurious
 * records how the wait ended (1: no signal had cleared the waiter's bit), which the translator
 * marks `nondet` on the woken half's line: the replay makes the real call return so. */
#define MOKERT_SPURIOUS_WAKE 1
hidden int mokert_spurious;
#ifdef MOKERT_NO_SPURIOUS
#define MOKERT_SPUR_CHOOSE skip
#define MOKERT_SPUR_MAY 0
#define MOKERT_SPUR_MAY_C 0
#define MOKERT_SPUR_CLEAR skip
#else
int mokert_spur;
#define MOKERT_SPUR_CHOOSE if :: skip :: mokert_spur = mokert_spur | (1 << _pid) fi
#define MOKERT_SPUR_MAY ((mokert_spur & (1 << _pid)) != 0)
/* The same in c_code (cmem.pml's forms on C data; MOKERT_PID is the running process's _pid). */
#define MOKERT_SPUR_MAY_C ((now.mokert_spur & (1u << MOKERT_PID)) != 0)
#define MOKERT_SPUR_CLEAR mokert_spur = mokert_spur & ~(1 << _pid)
#endif

/* Release m and wait (the half mokert_cond_wait_wait, which also makes the spurious choice;
 * the timed wait's first half is the release alone); a signal clears our bit; then take m
 * again (mokert_cond_wait_woken). The translator writes the halves as two model lines, marked
 * part="wait" and part="woken" in the map. */
#define mokert_cond_wait_release(c, m) \
  atomic { \
    assert(MOKERT_MX_OWNER(m) == _pid + 1 && _pid < 31); \
    c = c | (1 << _pid); \
    m = m & ~255 \
  }
#define mokert_cond_wait_wait(c, m) \
  atomic { \
    assert(MOKERT_MX_OWNER(m) == _pid + 1 && _pid < 31); \
    c = c | (1 << _pid); \
    m = m & ~255; \
    MOKERT_SPUR_CHOOSE \
  }
#define mokert_cond_wait_woken(c, m) \
  MOKERT_BLOCK_BEGIN atomic { (((c & (1 << _pid)) == 0 || MOKERT_SPUR_MAY) && MOKERT_MX_OWNER(m) == 0) -> \
    mokert_spurious = ((c & (1 << _pid)) != 0); c = c & ~(1 << _pid); MOKERT_SPUR_CLEAR; \
    m = m | (_pid + 1) } \
  MOKERT_BLOCK_END
#define mokert_cond_wait(c, m) \
  mokert_cond_wait_wait(c, m); mokert_cond_wait_woken(c, m)

/* pthread_cond_timedwait: the wait's two steps, but the second is a choice: woken (as
 * pthread_cond_wait; r = 0), or, while no signal has cleared our bit, timed out (r = ETIMEDOUT,
 * our bit cleared, the mutex taken again) or woken spuriously (r = 0, as timed out otherwise;
 * not with MOKERT_NO_SPURIOUS). A waiter that can time out never waits for ever, so the choice
 * is made at the end. The choice is also written to mokert_timedout (0, ETIMEDOUT or
 * MOKERT_SPURIOUS_WAKE), which the translator marks `nondet` on the woken half's line: the
 * checker records it and the replay makes the real call return the same way (a timeout, or a
 * return without a signal, at once).
 * The model has no clock: any deadline may pass at any time. A signal that found the waiter is
 * never followed by a timeout here (POSIX lets an implementation time out after a signal, but the
 * signal must then not be lost for another waiter). */
#define MOKERT_ETIMEDOUT 110
hidden int mokert_timedout;
#ifdef MOKERT_NO_SPURIOUS
#define MOKERT_TIMEDWAIT_SPURIOUS(c)
#else
#define MOKERT_TIMEDWAIT_SPURIOUS(c) \
    :: (c & (1 << _pid)) != 0 -> c = c & ~(1 << _pid); mokert_timedout = MOKERT_SPURIOUS_WAKE
#endif
#define mokert_cond_timedwait_r_wait(c, m, r) \
  mokert_cond_wait_release(c, m)
/* The woken half's choice, the mutex taken again; the caller reads mokert_timedout. */
#define MOKERT_TIMEDWAIT_END(c, m) \
    if \
    :: (c & (1 << _pid)) == 0 -> mokert_timedout = 0 \
    :: (c & (1 << _pid)) != 0 -> c = c & ~(1 << _pid); mokert_timedout = MOKERT_ETIMEDOUT \
    MOKERT_TIMEDWAIT_SPURIOUS(c) \
    fi; \
    m = m | (_pid + 1)
#define mokert_cond_timedwait_r_woken(c, m, r) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_MX_OWNER(m) == 0 -> MOKERT_TIMEDWAIT_END(c, m); \
    r = (mokert_timedout == MOKERT_ETIMEDOUT -> MOKERT_ETIMEDOUT : 0) } \
  MOKERT_BLOCK_END
#define mokert_cond_timedwait_r(c, m, r) \
  mokert_cond_timedwait_r_wait(c, m, r); mokert_cond_timedwait_r_woken(c, m, r)
#define mokert_cond_timedwait_wait(c, m) \
  mokert_cond_wait_release(c, m)
#define mokert_cond_timedwait_woken(c, m) \
  MOKERT_BLOCK_BEGIN atomic { MOKERT_MX_OWNER(m) == 0 -> MOKERT_TIMEDWAIT_END(c, m) } \
  MOKERT_BLOCK_END
#define mokert_cond_timedwait(c, m) \
  mokert_cond_timedwait_wait(c, m); mokert_cond_timedwait_woken(c, m)

/* Wake one waiter, any of them: SPIN explores each choice. The scan goes upwards once (no
 * loop back), so it adds no cycles; a waiter is passed over only when a later one exists. */
#define mokert_cond_signal(c) \
  atomic { \
    mokert_bit = 0; \
    do \
    :: c == 0 -> break \
    :: c != 0 && (c & (1 << mokert_bit)) == 0 -> mokert_bit++ \
    :: c != 0 && (c & (1 << mokert_bit)) != 0 -> \
       if \
       :: c = c & ~(1 << mokert_bit); break \
       :: (c >> (mokert_bit + 1)) != 0 -> mokert_bit++ \
       fi \
    od; \
    mokert_bit = 0 \
  }

#define mokert_cond_broadcast(c) \
  c = 0

/* t = the started thread: proctype f gets the next _pid. A macro, not an inline: SPIN does not
 * accept an inline parameter as the proctype name of `run`. SPIN hands a finished process's _pid
 * to the next `run`, so the exited flag is cleared here: otherwise a join on the new thread would
 * see the old one's flag and return at once. A join on the old handle then waits for the new
 * thread too: no false alarm, but the interleavings between that join and the new thread's end
 * are not explored (a limit noted in docs/translation-scripts.md). */
/* At most MOKERT_MAX_THREADS processes run at once (`while (1) pthread_create(...)` would
 * otherwise fill SPIN's process table): a creator waits for a free slot, so a search finds the
 * bugs of up to that many concurrent threads (the translator says so when a loop without end
 * creates threads). */
#ifndef MOKERT_MAX_THREADS
#define MOKERT_MAX_THREADS MOKERT_MAX_PIDS
#endif
/* With thread-specific data (cmem.pml's MOKERT_TLS, by _pid), a thread started under a reused
 * _pid starts with no values, as cmem.pml's _c forms do: otherwise it read the ended thread's
 * (pthread_getspecific gave a pointer the old thread had freed: a false alarm, or a real bug on
 * the thread's first-use path was never searched). The _pid goes through cmem.pml's
 * mokert_newpid, since c_code cannot name t (a global or a local of any proctype). */
#ifdef MOKERT_TLS
#define MOKERT_TLS_RESET(t) ; mokert_newpid = t; c_code { MOKERT_TLS_CLEAR(now.mokert_newpid) }; mokert_newpid = 0
#else
#define MOKERT_TLS_RESET(t)
#endif
#define mokert_thread_create(t, f) \
  MOKERT_BLOCK_BEGIN atomic { _nr_pr < MOKERT_MAX_THREADS -> t = run f(); assert(t < MOKERT_MAX_PIDS); mokert_exited[t] = 0 \
              MOKERT_TLS_RESET(t); t = t + 1 } \
  MOKERT_BLOCK_END

/* One atomic step that is executable when the join returns: were the handle check a step of its
 * own before the wait, a counterexample could end with the joiner "in" pthread_join, which the
 * real program cannot stop at (it blocks inside it), and the replay would stall there. */
#define mokert_thread_join(t) \
  MOKERT_BLOCK_BEGIN atomic { (t == 0 || mokert_exited[t - 1] == 1) -> assert(t != 0) } \
  MOKERT_BLOCK_END
/* pthread_join(t, &r) and pthread_exit(v) when r and v are Promela data: the value a thread
 * hands back lives in C data (cmem.pml's mokert_retv, the _c forms these rules take then). */
#define mokert_thread_join_r(t, r) \
  mokert_thread_join(t)
#define mokert_thread_exit_value(v) \
  goto mokert_return

#endif
