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

#endif
