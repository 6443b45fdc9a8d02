/* Linux struct completion for mokert models.
 *
 * A completion is one byte, its `done` count; COMPLETION_ALL marks
 * complete_all (every present and future waiter passes).
 * Declare `completion_t c;` (starts not done) or init_completion(c).
 *
 * Misuse it flags:
 *   - a wait_for_completion nobody completes: invalid end state;
 *   - more complete() calls than COMPLETION_MAX without waiters: assertion.
 */
#ifndef MOKERT_LINUX_COMPLETION
#define MOKERT_LINUX_COMPLETION

#ifndef COMPLETION_MAX
#define COMPLETION_MAX 15
#endif
#define COMPLETION_ALL 255

#define completion_t byte

#define completion_done(c) ((c) != 0)

#define init_completion(c_) c_ = 0
#define reinit_completion(c_) c_ = 0

#define complete(c_) \
  atomic { \
    if \
    :: c_ == COMPLETION_ALL -> skip \
    :: else -> assert(c_ < COMPLETION_MAX); c_++ \
    fi \
  }

#define complete_all(c_) c_ = COMPLETION_ALL

#define wait_for_completion(c_) \
  atomic { \
    c_ > 0 -> \
    if \
    :: c_ != COMPLETION_ALL -> c_-- \
    :: else -> skip \
    fi \
  }

/* r = 1 when a completion was consumed, 0 when it would have blocked. */
#define try_wait_for_completion(c_, r_) \
  atomic { \
    if \
    :: c_ == 0 -> r_ = 0 \
    :: c_ == COMPLETION_ALL -> r_ = 1 \
    :: else -> c_--; r_ = 1 \
    fi \
  }

/* The same on a completion in C data (complete(&dev->ready)); the translator calls these. */
#define init_completion_c(c_) c_code { MOKERT_KLOCK(c_) = 0; }
#define reinit_completion_c(c_) c_code { MOKERT_KLOCK(c_) = 0; }
#define complete_c(c_) \
  atomic { \
    if \
    :: c_expr { MOKERT_KLOCK(c_) == COMPLETION_ALL } -> skip \
    :: else -> assert(c_expr { MOKERT_KLOCK(c_) < COMPLETION_MAX }); c_code { MOKERT_KLOCK(c_)++; } \
    fi \
  }
#define complete_all_c(c_) c_code { MOKERT_KLOCK(c_) = COMPLETION_ALL; }
#define wait_for_completion_c(c_) \
  atomic { \
    c_expr { MOKERT_KLOCK(c_) > 0 } -> \
    c_code { if (MOKERT_KLOCK(c_) != COMPLETION_ALL) MOKERT_KLOCK(c_)--; } \
  }
#define try_wait_for_completion_c(c_, r_) \
  c_code { \
    if (MOKERT_KLOCK(c_) == 0) (r_) = 0; \
    else { if (MOKERT_KLOCK(c_) != COMPLETION_ALL) MOKERT_KLOCK(c_)--; (r_) = 1; } \
  }

#endif
