/* Linux struct mutex for mokert models.
 *
 * A mutex is one byte holding its owner: 0 = unlocked, otherwise owner _pid + 1.
 * Declare `mutex_t my_mutex;` (global, starts unlocked) or mutex_init(m).
 *
 * Misuse it flags:
 *   - mutex_lock by the owner (recursive locking) blocks for ever: invalid end
 *     state;
 *   - mutex_unlock by a process that is not the owner (also: of an unlocked
 *     mutex): assertion violated.
 * mutex_lock_interruptible/killable are modelled as mutex_lock that always
 * succeeds (signals are not modelled); linux.lut sets their result to 0.
 */
#ifndef MOKERT_LINUX_MUTEX
#define MOKERT_LINUX_MUTEX

#define mutex_t byte

#define mutex_is_locked(m)  ((m) != 0)
#define mutex_owner_pid(m)  ((m) - 1)

#define mutex_init(m_) m_ = 0

#define mutex_lock(m_) atomic { m_ == 0 -> m_ = _pid + 1 }

#define mutex_unlock(m_) \
  atomic { \
    assert(m_ == _pid + 1);  /* unlock by a process that does not own the mutex */ \
    m_ = 0 \
  }

/* mutex_lock_interruptible / _killable: signals are not modelled, r = 0. */
#define mutex_lock_ret0(m_, r_) mutex_lock(m_); r_ = 0
#define mutex_lock_ret0_c(m_, r_) mutex_lock_c(m_); c_code { (r_) = 0; }

/* r = 1 when taken, 0 when busy (the kernel's mutex_trylock convention). */
#define mutex_trylock(m_, r_) \
  atomic { \
    if \
    :: m_ == 0 -> m_ = _pid + 1; r_ = 1 \
    :: else -> r_ = 0 \
    fi \
  }

/* lockdep_assert_held(&m). */
#define mutex_assert_held(m_) assert(m_ == _pid + 1)

/* The same on a lock in C data (mutex_lock(&d->m)): the translator calls these with the C lvalue;
 * MOKERT_KLOCK and MOKERT_PID are cmem.pml's, which it includes with them. */
#define mutex_init_c(m_) c_code { MOKERT_KLOCK(m_) = 0; }
#define mutex_lock_c(m_) atomic { c_expr { MOKERT_KLOCK(m_) == 0 } -> c_code { MOKERT_KLOCK(m_) = MOKERT_PID + 1; } }
#define mutex_unlock_c(m_) \
  atomic { \
    assert(c_expr { MOKERT_KLOCK(m_) == MOKERT_PID + 1 }); \
    c_code { MOKERT_KLOCK(m_) = 0; } \
  }
#define mutex_trylock_c(m_, r_) \
  atomic { \
    if \
    :: c_expr { MOKERT_KLOCK(m_) == 0 } -> c_code { MOKERT_KLOCK(m_) = MOKERT_PID + 1; (r_) = 1; } \
    :: else -> c_code { (r_) = 0; } \
    fi \
  }
#define mutex_assert_held_c(m_) assert(c_expr { MOKERT_KLOCK(m_) == MOKERT_PID + 1 })

#endif
