/* Linux spinlock_t for mokert models.
 *
 * A spinlock is one byte: 0 = free, otherwise the holder's _pid + 1.
 * Declare one with `spinlock_t my_lock;` (global, it starts free) or reset it
 * with spin_lock_init(my_lock).
 *
 * Misuse it flags:
 *   - taking a lock the same process already holds blocks for ever: SPIN
 *     reports an invalid end state (the self-deadlock the kernel would show);
 *   - spin_unlock of a lock the caller does not hold: assertion violated.
 *
 * The _irq, _irqsave and _bh variants behave the same in the model (interrupt
 * handlers are not modelled as separate processes unless the script says so);
 * linux.lut maps them all to these macros.
 */
#ifndef MOKERT_LINUX_SPINLOCK
#define MOKERT_LINUX_SPINLOCK

#define spinlock_t byte

#define spin_is_locked(l)  ((l) != 0)
#define spin_held_by_me(l) ((l) == _pid + 1)

#define spin_lock_init(l_) l_ = 0

/* Waits until the lock is free, then takes it in the same atomic step. */
#define spin_lock(l_) atomic { l_ == 0 -> l_ = _pid + 1 }

#define spin_unlock(l_) \
  atomic { \
    assert(l_ == _pid + 1);  /* unlocking a lock this process does not hold */ \
    l_ = 0 \
  }

/* r = 1 when the lock was taken, 0 when it was busy (never blocks). */
#define spin_trylock(l_, r_) \
  atomic { \
    if \
    :: l_ == 0 -> l_ = _pid + 1; r_ = 1 \
    :: else -> r_ = 0 \
    fi \
  }

/* lockdep_assert_held / assert_spin_locked. */
#define spin_assert_held(l_) assert(l_ == _pid + 1)

/* The same on a lock in C data (spin_lock(&dev->lock)): the translator calls these with the C lvalue;
 * MOKERT_KLOCK and MOKERT_PID are cmem.pml's, which it includes with them. */
#define spin_lock_init_c(l_) c_code { MOKERT_KLOCK(l_) = 0; }
#define spin_lock_c(l_) atomic { c_expr { MOKERT_KLOCK(l_) == 0 } -> c_code { MOKERT_KLOCK(l_) = MOKERT_PID + 1; } }
#define spin_unlock_c(l_) \
  atomic { \
    assert(c_expr { MOKERT_KLOCK(l_) == MOKERT_PID + 1 }); \
    c_code { MOKERT_KLOCK(l_) = 0; } \
  }
#define spin_trylock_c(l_, r_) \
  atomic { \
    if \
    :: c_expr { MOKERT_KLOCK(l_) == 0 } -> c_code { MOKERT_KLOCK(l_) = MOKERT_PID + 1; (r_) = 1; } \
    :: else -> c_code { (r_) = 0; } \
    fi \
  }
#define spin_assert_held_c(l_) assert(c_expr { MOKERT_KLOCK(l_) == MOKERT_PID + 1 })

#endif
