/* mokert Promela runtime: C data inside the model. Written for mokert; see docs/extractor.md
 * ("Runtime checks", "C memory").
 *
 * 1. Runtime checks: the translator guards c_code and c_expr with preconditions
 *    (c_code [mokert_ptr_ok(p, site) && ...] { ... }). A failed check is a pan error
 *    ("precondition false"); the check first prints which C expression failed and where
 *    (mokert_site_text(site), written into the model by the translator):
 *      mokert: null pointer dereferenced: `t->data` (prog.c:12)
 *    Pointers into the model's heap (cheap.pml) must point into a live block: a freed block is
 *    a use after free, an index past a C array's end an out-of-bounds access, free of a freed
 *    block a double free.
 * 2. Primitives on C memory: the default table's rules call mokert_mutex_lock(m) and friends on
 *    Promela variables. When the object lives in C data (a struct field, an array element behind
 *    a pointer, a heap object) the translator calls the _c variant below with the C lvalue
 *    (now.acc[Pp_main->i].lock). A mutex's first two bytes hold what pthread.pml's short holds
 *    (owner, kind, recursive depth); a condition variable's first four bytes the bit
 *    set of waiting pids; a thread handle the started proctype's _pid + 1. Promela globals live
 *    in pan's `now` too, so a _c primitive also works on them.
 */
#ifndef MOKERT_CMEM_PML
#define MOKERT_CMEM_PML

c_decl {
\#include <sys/time.h>
\#include <time.h>
}
c_code {
const char *mokert_site_text(int site);
/* Clock reads in c_code (the translator renames clock_gettime and friends): a fixed clock.
 * The real time would make every pass through a loop that reads it a new state, and a search
 * that backtracks would see time jump back and forth; the model's timed waits choose their
 * timeouts themselves. */
int mokert_clock_gettime(clockid_t clk, struct timespec *ts) {
	(void)clk;
	if (ts) { ts->tv_sec = 0; ts->tv_nsec = 0; }
	return 0;
}
int mokert_gettimeofday(struct timeval *tv, void *tz) {
	(void)tz;
	if (tv) { tv->tv_sec = 0; tv->tv_usec = 0; }
	return 0;
}
time_t mokert_time(time_t *t) {
	if (t) *t = 0;
	return 0;
}
clock_t mokert_clock(void) { return 0; }
void mokert_report(const char *what, int site) {
	printf("mokert: %s: %s\n", what, mokert_site_text(site));
	fflush(stdout);  /* an abort() may follow: the message must not stay in the buffer */
}
int mokert_ptr_ok(const void *p, int site) {
	if (p == 0) { mokert_report("null pointer dereferenced", site); return 0; }
\#ifdef MOKERT_HAS_HEAP
	if ((const unsigned char *)p >= now.mokert_heap && (const unsigned char *)p < now.mokert_heap + MOKERT_HEAP_BYTES) {
		int b = mokert_block_of(p);
		if (b < 0) { mokert_report("pointer to heap memory never allocated", site); return 0; }
		if (now.mokert_blocks[b].state == 2) { mokert_report("use after free", site); return 0; }
	}
\#endif
	return 1;
}
int mokert_index_ok(long long i, long long n, int site) {
	if (i < 0 || i >= n) {
		char what[96];
		sprintf(what, "array index %lld out of bounds [0, %lld)", i, n);
		mokert_report(what, site);
		return 0;
	}
	return 1;
}
int mokert_free_ok(const void *p, int site) {
	if (p == 0) return 1;
\#ifdef MOKERT_HAS_HEAP
	{
		int b = mokert_block_of(p);
		if (b >= 0 && now.mokert_blocks[b].state == 2) { mokert_report("double free", site); return 0; }
		if (b >= 0 && now.mokert_heap + now.mokert_blocks[b].off == (const unsigned char *)p) return 1;
	}
\#endif
	mokert_report("free of memory not allocated with malloc", site);
	return 0;
}
int mokert_alloc_ok(unsigned long n, int site) {
\#ifdef MOKERT_HAS_HEAP
	if (mokert_heap_has_room(n)) return 1;
	mokert_report("the model's heap is full (raise MOKERT_HEAP_BYTES / MOKERT_HEAP_BLOCKS with %O -D...)", site);
	return 0;
\#else
	(void)n; (void)site;
	return 1;
\#endif
}
int mokert_cm_r;  /* the result of a mutex call whose caller does not read it */
}

/* The running proctype's _pid inside c_code: every proctype's state starts with _pid. */
#define MOKERT_PID (((P0 *)_this)->_pid)
/* A kernel lock, completion or semaphore in C data (promela-runtime/linux's _c forms): its first
 * byte holds what the Promela byte holds (a lock's holder _pid + 1, 0 free; a count). */
#define MOKERT_KLOCK(l) (*(unsigned char *)&(l))
#define MOKERT_CM(m) (*(unsigned short *)&(m))
#define MOKERT_CMO(m) (MOKERT_CM(m) & 255)
#define MOKERT_CC(c) (*(unsigned int *)&(c))
/* A read-write lock's first four bytes: pthread.pml's int (0 free, readers, -(writer + 1)). */
#define MOKERT_CR(l) (*(int *)&(l))

#define mokert_mutex_init_c(m) c_code { MOKERT_CM(m) = 0; }
#define mokert_mutex_init_attr_c(m, a) c_code { MOKERT_CM(m) = (unsigned short)((a) << 8); }
#define mokert_mutexattr_init_c(a) c_code { (a) = 0; }
#define mokert_mutexattr_settype_c(a, k) c_code { (a) = (k); }
#define mokert_mutex_destroy_c(m) \
  atomic { assert(c_expr { MOKERT_CMO(m) == 0 }); c_code { MOKERT_CM(m) = 255; } }
/* pthread.pml's lock and unlock steps on C data (kinds and depth as there). */
#define MOKERT_CM_CAN_LOCK(m) \
  (MOKERT_CMO(m) == 0 || MOKERT_CMO(m) == 255 || \
   (MOKERT_CMO(m) == MOKERT_PID + 1 && ((MOKERT_CM(m) >> 8) & 3) != 0))
#define MOKERT_CM_TAKE(m, r) \
  assert(c_expr { MOKERT_CMO(m) != 255 }); \
  assert(c_expr { MOKERT_CMO(m) != MOKERT_PID + 1 || ((MOKERT_CM(m) >> 10) & 31) < 31 }); \
  c_code { if (MOKERT_CMO(m) == 0) { MOKERT_CM(m) |= MOKERT_PID + 1; (r) = 0; } \
           else if (((MOKERT_CM(m) >> 8) & 3) == 1) { MOKERT_CM(m) += 1024; (r) = 0; } \
           else { (r) = 35; } }
#define MOKERT_CM_GIVE(m, r) \
  assert(c_expr { MOKERT_CMO(m) == MOKERT_PID + 1 || ((MOKERT_CM(m) >> 8) & 3) != 0 }); \
  c_code { if (MOKERT_CMO(m) != MOKERT_PID + 1) { (r) = 1; } \
           else if (((MOKERT_CM(m) >> 10) & 31) > 0) { MOKERT_CM(m) -= 1024; (r) = 0; } \
           else { MOKERT_CM(m) &= 768; (r) = 0; } }
/* Blocking primitives end the thread once main has returned (MOKERT_BLOCK_BEGIN/END, pthread.pml). */
#define mokert_mutex_lock_c(m) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CM_CAN_LOCK(m) } -> MOKERT_CM_TAKE(m, mokert_cm_r) } \
  MOKERT_BLOCK_END
#define mokert_mutex_lock_r_c(m, r) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CM_CAN_LOCK(m) } -> MOKERT_CM_TAKE(m, r) } \
  MOKERT_BLOCK_END
#define mokert_mutex_unlock_c(m) \
  atomic { MOKERT_CM_GIVE(m, mokert_cm_r) }
#define mokert_mutex_unlock_r_c(m, r) \
  atomic { MOKERT_CM_GIVE(m, r) }
#define mokert_mutex_trylock_c(m, r) \
  atomic { assert(c_expr { MOKERT_CMO(m) != 255 }); \
    assert(c_expr { MOKERT_CMO(m) != MOKERT_PID + 1 || ((MOKERT_CM(m) >> 10) & 31) < 31 }); \
    c_code { if (MOKERT_CMO(m) == 0) { MOKERT_CM(m) |= MOKERT_PID + 1; (r) = 0; } \
             else if (MOKERT_CMO(m) == MOKERT_PID + 1 && ((MOKERT_CM(m) >> 8) & 3) == 1) { MOKERT_CM(m) += 1024; (r) = 0; } \
             else { (r) = 16; } } }
#define mokert_mutex_trylock_void_c(m) \
  mokert_mutex_trylock_c(m, mokert_cm_r)

#define mokert_rwlock_init_c(l) c_code { MOKERT_CR(l) = 0; }
#define mokert_rwlock_destroy_c(l) assert(c_expr { MOKERT_CR(l) == 0 })
#define mokert_rwlock_rdlock_c(l) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CR(l) >= 0 } -> c_code { MOKERT_CR(l) = MOKERT_CR(l) + 1; } } \
  MOKERT_BLOCK_END
#define mokert_rwlock_wrlock_c(l) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CR(l) == 0 } -> c_code { MOKERT_CR(l) = -(MOKERT_PID + 1); } } \
  MOKERT_BLOCK_END
#define mokert_rwlock_unlock_c(l) \
  atomic { assert(c_expr { MOKERT_CR(l) > 0 || MOKERT_CR(l) == -(MOKERT_PID + 1) }); \
           c_code { if (MOKERT_CR(l) > 0) { MOKERT_CR(l) = MOKERT_CR(l) - 1; } else { MOKERT_CR(l) = 0; } } }
/* A semaphore in C data: the count in its first four bytes. */
#define MOKERT_CS(s) (*(unsigned int *)&(s))
#define mokert_sem_init_c(s, v) c_code { MOKERT_CS(s) = (v); }
#define mokert_sem_destroy_c(s) skip
#define mokert_sem_wait_c(s) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CS(s) > 0 } -> c_code { MOKERT_CS(s)--; } } \
  MOKERT_BLOCK_END
#define mokert_sem_post_c(s) c_code { MOKERT_CS(s)++; }
/* A failure sets the thread's errno to EAGAIN (pthread.pml, MOKERT_SET_ERRNO). */
#define mokert_sem_trywait_c(s, r) \
  atomic { c_code { if (MOKERT_CS(s) > 0) { MOKERT_CS(s)--; (r) = 0; } else { (r) = -1; } }; \
           if :: c_expr { (r) == -1 } -> MOKERT_SET_ERRNO(11) :: else -> skip fi }
#define mokert_sem_trywait_void_c(s) \
  mokert_sem_trywait_c(s, mokert_cm_r)

/* A barrier or a pthread_once_t in C data: pthread.pml's int in its first four bytes. */
#define MOKERT_CB(b) (*(int *)&(b))
#define mokert_barrier_init_c(b, n) c_code { MOKERT_CB(b) = (n) << 8; }
#define mokert_barrier_destroy_c(b) assert(c_expr { (MOKERT_CB(b) & 0xff00ff) == 0 })
/* The same two steps as pthread.pml's, each a half of its own (NAME_wait, NAME_woken) that the
 * translator writes as a model line marked with its part, so the replay tells them apart. */
#define mokert_barrier_arrive_c(b) \
  c_expr { ((MOKERT_CB(b) >> 16) & 255) == 0 } -> \
    assert(c_expr { ((MOKERT_CB(b) >> 8) & 255) > 0 }); \
    c_code { if ((MOKERT_CB(b) & 255) + 1 == ((MOKERT_CB(b) >> 8) & 255)) \
               MOKERT_CB(b) = (((MOKERT_CB(b) >> 8) & 255) << 8) | (((MOKERT_CB(b) >> 8) & 255) << 16); \
             else MOKERT_CB(b)++; }
#define mokert_barrier_wait_c_wait(b) \
  MOKERT_BLOCK_BEGIN atomic { mokert_barrier_arrive_c(b) } MOKERT_BLOCK_END
#define mokert_barrier_wait_c_woken(b) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { ((MOKERT_CB(b) >> 16) & 255) >= 1 } -> c_code { MOKERT_CB(b) -= 65536; } } \
  MOKERT_BLOCK_END
#define mokert_barrier_wait_c(b) \
  mokert_barrier_wait_c_wait(b); mokert_barrier_wait_c_woken(b)
#define mokert_barrier_wait_r_c_wait(b, r) \
  MOKERT_BLOCK_BEGIN atomic { mokert_barrier_arrive_c(b); \
    c_code { (r) = (MOKERT_CB(b) & 255) == 0 ? -1 : 0; } } MOKERT_BLOCK_END
#define mokert_barrier_wait_r_c_woken(b, r) \
  mokert_barrier_wait_c_woken(b)
#define mokert_barrier_wait_r_c(b, r) \
  mokert_barrier_wait_r_c_wait(b, r); mokert_barrier_wait_r_c_woken(b, r)
#define mokert_once_begin_c(o) atomic { c_expr { MOKERT_CB(o) == 0 } -> c_code { MOKERT_CB(o) = 1; } }
#define mokert_once_end_c(o) c_code { MOKERT_CB(o) = 2; }
#define mokert_once_wait_c(o) c_expr { MOKERT_CB(o) == 2 }

#define mokert_cond_init_c(c) c_code { MOKERT_CC(c) = 0; }
#define mokert_cond_destroy_c(c) assert(c_expr { MOKERT_CC(c) == 0 })
/* pthread.pml's wait (a spurious wake-up chosen as the wait begins, MOKERT_SPUR_*) with the
 * condition variable or the mutex in C data. How it ended is set outside c_code, as
 * mokert_timedout is: the checker reads the values from the trail's Promela steps. */
#define mokert_cond_wait_c_release(c, m) \
  atomic { assert(c_expr { MOKERT_CMO(m) == MOKERT_PID + 1 && MOKERT_PID < 31 }); \
           c_code { MOKERT_CC(c) |= 1u << MOKERT_PID; MOKERT_CM(m) &= ~255; } }
#define mokert_cond_wait_c_wait(c, m) \
  atomic { assert(c_expr { MOKERT_CMO(m) == MOKERT_PID + 1 && MOKERT_PID < 31 }); \
           c_code { MOKERT_CC(c) |= 1u << MOKERT_PID; MOKERT_CM(m) &= ~255; }; \
           MOKERT_SPUR_CHOOSE }
#define mokert_cond_wait_c_woken(c, m) \
  MOKERT_BLOCK_BEGIN atomic { \
    c_expr { ((MOKERT_CC(c) & (1u << MOKERT_PID)) == 0 || MOKERT_SPUR_MAY_C) && MOKERT_CMO(m) == 0 } -> \
    if \
    :: c_expr { (MOKERT_CC(c) & (1u << MOKERT_PID)) != 0 } -> mokert_spurious = MOKERT_SPURIOUS_WAKE \
    :: else -> mokert_spurious = 0 \
    fi; \
    c_code { MOKERT_CC(c) &= ~(1u << MOKERT_PID); MOKERT_CM(m) |= MOKERT_PID + 1; }; \
    MOKERT_SPUR_CLEAR } \
  MOKERT_BLOCK_END
#define mokert_cond_wait_c(c, m) \
  mokert_cond_wait_c_wait(c, m); mokert_cond_wait_c_woken(c, m)
/* pthread.pml's timed wait with the condition variable, the mutex or the result in C data. */
#ifdef MOKERT_NO_SPURIOUS
#define MOKERT_TIMEDWAIT_SPURIOUS_C(c)
#else
#define MOKERT_TIMEDWAIT_SPURIOUS_C(c) \
    :: c_expr { (MOKERT_CC(c) & (1u << MOKERT_PID)) != 0 } -> \
       c_code { MOKERT_CC(c) &= ~(1u << MOKERT_PID); }; mokert_timedout = MOKERT_SPURIOUS_WAKE
#endif
#define MOKERT_TIMEDWAIT_END_C(c, m) \
    if \
    :: c_expr { (MOKERT_CC(c) & (1u << MOKERT_PID)) == 0 } -> mokert_timedout = 0 \
    :: c_expr { (MOKERT_CC(c) & (1u << MOKERT_PID)) != 0 } -> \
       c_code { MOKERT_CC(c) &= ~(1u << MOKERT_PID); }; mokert_timedout = MOKERT_ETIMEDOUT \
    MOKERT_TIMEDWAIT_SPURIOUS_C(c) \
    fi
#define mokert_cond_timedwait_r_c_wait(c, m, r) \
  mokert_cond_wait_c_release(c, m)
#define mokert_cond_timedwait_r_c_woken(c, m, r) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CMO(m) == 0 } -> MOKERT_TIMEDWAIT_END_C(c, m); \
    c_code { MOKERT_CM(m) |= MOKERT_PID + 1; (r) = mokert_timedout == MOKERT_ETIMEDOUT ? MOKERT_ETIMEDOUT : 0; } } \
  MOKERT_BLOCK_END
#define mokert_cond_timedwait_r_c(c, m, r) \
  mokert_cond_timedwait_r_c_wait(c, m, r); mokert_cond_timedwait_r_c_woken(c, m, r)
#define mokert_cond_timedwait_c_wait(c, m) \
  mokert_cond_wait_c_release(c, m)
#define mokert_cond_timedwait_c_woken(c, m) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { MOKERT_CMO(m) == 0 } -> MOKERT_TIMEDWAIT_END_C(c, m); \
    c_code { MOKERT_CM(m) |= MOKERT_PID + 1; } } \
  MOKERT_BLOCK_END
#define mokert_cond_timedwait_c(c, m) \
  mokert_cond_timedwait_c_wait(c, m); mokert_cond_timedwait_c_woken(c, m)
/* Wake one waiter, any of them: SPIN explores each choice (as pthread.pml's signal). */
#define mokert_cond_signal_c(c) \
  atomic { \
    c_code { now.mokert_cbits = MOKERT_CC(c); }; \
    mokert_cbit = 0; \
    do \
    :: mokert_cbits == 0 -> break \
    :: mokert_cbits != 0 && (mokert_cbits & (1 << mokert_cbit)) == 0 -> mokert_cbit++ \
    :: mokert_cbits != 0 && (mokert_cbits & (1 << mokert_cbit)) != 0 -> \
       if \
       :: c_code { MOKERT_CC(c) &= ~(1u << now.mokert_cbit); }; break \
       :: (mokert_cbits >> (mokert_cbit + 1)) != 0 -> mokert_cbit++ \
       fi \
    od; \
    mokert_cbit = 0; mokert_cbits = 0 \
  }
#define mokert_cond_broadcast_c(c) c_code { MOKERT_CC(c) = 0; }
int mokert_cbits;
byte mokert_cbit;

/* Thread-specific data (pthread_key_create, pthread_setspecific, pthread_getspecific,
 * pthread_key_delete): inside pan every model thread is one real thread, so the real calls would
 * give all of them one value, kept outside the state SPIN stores and restores (a trail would then
 * replay another way). The translator calls these instead when the program uses them (it defines
 * MOKERT_TLS): one value per key and _pid in the state vector, at most 4 keys; a thread started
 * under a _pid SPIN reuses starts with no values. Destructors are not run (the model checks no
 * leaks); a key created with one the program defines is a bound the extractor names: no error found
 * is no proof. */
#ifdef MOKERT_TLS
c_state "void *mokert_tls[4][16]" "Global"
c_state "unsigned char mokert_tls_keys" "Global"
c_code {
int mokert_key_create_(void *k) {
	if (now.mokert_tls_keys >= 4) return 11;  /* EAGAIN: the model's keys are used up */
	*(unsigned int *)k = now.mokert_tls_keys++;
	return 0;
}
int mokert_setspecific_(int pid, unsigned int k, const void *v) {
	if (k >= now.mokert_tls_keys || pid < 0 || pid >= 16) return 22;  /* EINVAL */
	now.mokert_tls[k][pid] = (void *)v;
	return 0;
}
void *mokert_getspecific_(int pid, unsigned int k) {
	return k < now.mokert_tls_keys && pid >= 0 && pid < 16 ? now.mokert_tls[k][pid] : 0;
}
\#define mokert_pthread_key_create(k, d) mokert_key_create_(k)
\#define mokert_pthread_key_delete(k) 0
\#define mokert_pthread_setspecific(k, v) mokert_setspecific_(MOKERT_PID, (k), (v))
\#define mokert_pthread_getspecific(k) mokert_getspecific_(MOKERT_PID, (k))
}
#define MOKERT_TLS_CLEAR(p) { int mk_k; for (mk_k = 0; mk_k < 4; mk_k++) now.mokert_tls[mk_k][p] = 0; }
#else
#define MOKERT_TLS_CLEAR(p)
#endif

/* A thread handle in C data (an array of pthread_t sized at run time, a struct field). */
byte mokert_newpid;
#define mokert_thread_create_c(t, f) \
  MOKERT_BLOCK_BEGIN atomic { _nr_pr < MOKERT_MAX_THREADS -> mokert_newpid = run f(); assert(mokert_newpid < MOKERT_MAX_PIDS); \
              mokert_exited[mokert_newpid] = 0; c_code { (t) = now.mokert_newpid + 1; MOKERT_TLS_CLEAR(now.mokert_newpid) }; \
              mokert_newpid = 0 } \
  MOKERT_BLOCK_END
/* One atomic step, executable when the join returns: see mokert_thread_join in pthread.pml. */
/* The start routine's argument (pthread_create's fourth), by the started thread's _pid: the
 * translator reads a start routine's pointer parameter from here. 16 = MOKERT_MAX_PIDS' default. */
c_state "void *mokert_argv[16]" "Global"
#define mokert_thread_create_arg_c(t, f, x) \
  MOKERT_BLOCK_BEGIN atomic { _nr_pr < MOKERT_MAX_THREADS -> mokert_newpid = run f(); \
              assert(mokert_newpid < MOKERT_MAX_PIDS && mokert_newpid < 16); \
              mokert_exited[mokert_newpid] = 0; \
              c_code { (t) = now.mokert_newpid + 1; now.mokert_argv[now.mokert_newpid] = (void *)(x); \
                       MOKERT_RETV_CLEAR(now.mokert_newpid) MOKERT_TLS_CLEAR(now.mokert_newpid) }; \
              mokert_newpid = 0 } \
  MOKERT_BLOCK_END
#define mokert_thread_join_c(t) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { (t) == 0 || now.mokert_exited[(t) - 1] == 1 } -> assert(c_expr { (t) != 0 }) } \
  MOKERT_BLOCK_END
/* A start routine's value (its `return v`, pthread_exit(v)) by its _pid; pthread_join(t, &r)
 * reads it into r. Cleared when a thread starts under that _pid. Only when the program reads a
 * thread's value (the translator defines MOKERT_JOIN_VALUES): the state vector grows by it. */
#ifdef MOKERT_JOIN_VALUES
c_state "void *mokert_retv[16]" "Global"
#define MOKERT_RETV_CLEAR(p) now.mokert_retv[p] = 0;
#define mokert_thread_join_r_c(t, r) \
  MOKERT_BLOCK_BEGIN atomic { c_expr { (t) == 0 || now.mokert_exited[(t) - 1] == 1 } -> assert(c_expr { (t) != 0 }); \
              c_code { (r) = now.mokert_retv[(t) - 1]; now.mokert_exited[(t) - 1] = 2; } } \
  MOKERT_BLOCK_END
#define mokert_thread_exit_value_c(v) \
  c_code { now.mokert_retv[MOKERT_PID] = (void *)(v); }; goto mokert_return
#else
#define MOKERT_RETV_CLEAR(p)
#define mokert_thread_join_r_c(t, r) \
  mokert_thread_join_c(t)
#define mokert_thread_exit_value_c(v) \
  goto mokert_return
#endif

#endif
