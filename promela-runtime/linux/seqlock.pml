/* Linux seqlock_t for mokert models.
 *
 * A seqlock is kernel C data (seqlock_t holds a seqcount and a spinlock, usually inside the
 * struct it protects), so every form here is a _c form on the C lvalue of the seqlock_t, as in
 * bitops.pml. A writer takes the spinlock and makes the count odd in one step, and makes it even
 * and releases the lock in one step; a reader's read_seqbegin waits while the count is odd (the
 * kernel spins there) and returns it; read_seqretry says whether a write began since.
 * The layout is Linux 6.1's: seqlock_t { seqcount_spinlock_t seqcount; spinlock_t lock; } and
 * seqcount_spinlock_t { seqcount_t seqcount; ... } with seqcount_t { unsigned sequence; ... }.
 * Results come back through a last argument r, as in atomic.pml. MOKERT_KLOCK and MOKERT_PID
 * are cmem.pml's.
 */
#ifndef MOKERT_LINUX_SEQLOCK
#define MOKERT_LINUX_SEQLOCK

#define MOKERT_SEQ(l_) ((l_).seqcount.seqcount.sequence)

#define seqlock_init_c(l_) c_code { MOKERT_SEQ(l_) = 0; MOKERT_KLOCK((l_).lock) = 0; }
#define write_seqlock_c(l_) \
  atomic { \
    c_expr { MOKERT_KLOCK((l_).lock) == 0 } -> \
    c_code { MOKERT_KLOCK((l_).lock) = MOKERT_PID + 1; MOKERT_SEQ(l_)++; } \
  }
#define write_sequnlock_c(l_) \
  atomic { \
    assert(c_expr { MOKERT_KLOCK((l_).lock) == MOKERT_PID + 1 }); \
    c_code { MOKERT_SEQ(l_)++; MOKERT_KLOCK((l_).lock) = 0; } \
  }
#define read_seqbegin_c(l_, r_) atomic { c_expr { (MOKERT_SEQ(l_) & 1) == 0 } -> c_code { (r_) = MOKERT_SEQ(l_); } }
#define read_seqretry_c(l_, s_, r_) c_code { (r_) = MOKERT_SEQ(l_) != (s_); }

#endif
