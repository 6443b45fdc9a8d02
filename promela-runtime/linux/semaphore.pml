/* Linux struct semaphore (counting) for mokert models.
 *
 * A semaphore is one byte, its count. Declare `semaphore_t s;` and sema_init(s, n).
 *
 * Misuse it flags:
 *   - up() beyond SEM_MAX_COUNT (an up without a matching down, in a loop):
 *     assertion violated;
 *   - a down() that can never be satisfied: invalid end state.
 * Note the kernel's convention: down_trylock returns 0 on SUCCESS, 1 when busy.
 */
#ifndef MOKERT_LINUX_SEMAPHORE
#define MOKERT_LINUX_SEMAPHORE

#ifndef SEM_MAX_COUNT
#define SEM_MAX_COUNT 15
#endif

#define semaphore_t byte

#define sema_init(s_, n_) s_ = n_

#define down(s_) atomic { s_ > 0 -> s_-- }
/* down_interruptible / down_killable: signals are not modelled, r = 0. */
#define down_ret0(s_, r_) down(s_); r_ = 0

#define up(s_) \
  atomic { \
    assert(s_ < SEM_MAX_COUNT);  /* more up() than the semaphore can count */ \
    s_++ \
  }

/* r = 0 when acquired, 1 when it would block (kernel convention). */
#define down_trylock(s_, r_) \
  atomic { \
    if \
    :: s_ > 0 -> s_--; r_ = 0 \
    :: else -> r_ = 1 \
    fi \
  }

/* The same on a semaphore in C data (down(&dev->sem)); the translator calls these. */
#define sema_init_c(s_, n_) c_code { MOKERT_KLOCK(s_) = (n_); }
#define down_c(s_) atomic { c_expr { MOKERT_KLOCK(s_) > 0 } -> c_code { MOKERT_KLOCK(s_)--; } }
#define down_ret0_c(s_, r_) down_c(s_); c_code { (r_) = 0; }
#define up_c(s_) \
  atomic { \
    assert(c_expr { MOKERT_KLOCK(s_) < SEM_MAX_COUNT }); \
    c_code { MOKERT_KLOCK(s_)++; } \
  }
#define down_trylock_c(s_, r_) \
  c_code { if (MOKERT_KLOCK(s_) > 0) { MOKERT_KLOCK(s_)--; (r_) = 0; } else (r_) = 1; }

#endif
