/* Linux rwlock_t (read_lock/write_lock) for mokert models.
 *
 * Declare `rwlock_t my_rw;` (global, starts unlocked) or reset with rwlock_init.
 * Readers share the lock; a writer excludes readers and other writers.
 *
 * Misuse it flags:
 *   - write_lock twice by the same process, or write_lock while this process
 *     read-holds it, blocks for ever: invalid end state;
 *   - read_unlock with no reader inside, write_unlock by a process that does not
 *     hold the write side: assertion violated.
 * Readers are counted, not named (RW_MAX_READERS bounds the count).
 */
#ifndef MOKERT_LINUX_RWLOCK
#define MOKERT_LINUX_RWLOCK

#ifndef RW_MAX_READERS
#define RW_MAX_READERS 15
#endif

/* The Promela type has a name of its own and rwlock_t is a macro for it: SPIN's typedef would
 * clash in pan.h with the kernel's C rwlock_t that the model's c_decl may need, and the
 * extractor sets the runtime's macros aside there. */
typedef mokert_krwlock_t {
  byte rw_readers;  /* processes inside the read side */
  byte rw_writer;  /* 0 or the writer's _pid + 1 */
}
#define rwlock_t mokert_krwlock_t

#define rwlock_init(l_) \
  l_.rw_readers = 0; \
  l_.rw_writer = 0

#define read_lock(l_) \
  atomic { \
    l_.rw_writer == 0 && l_.rw_readers < RW_MAX_READERS -> l_.rw_readers++ \
  }

#define read_unlock(l_) \
  atomic { \
    assert(l_.rw_readers > 0);  /* read_unlock without read_lock */ \
    l_.rw_readers-- \
  }

#define write_lock(l_) atomic { l_.rw_writer == 0 && l_.rw_readers == 0 -> l_.rw_writer = _pid + 1 }

#define write_unlock(l_) \
  atomic { \
    assert(l_.rw_writer == _pid + 1);  /* write_unlock by a non-holder */ \
    l_.rw_writer = 0 \
  }

#define read_trylock(l_, r_) \
  atomic { \
    if \
    :: l_.rw_writer == 0 && l_.rw_readers < RW_MAX_READERS -> l_.rw_readers++; r_ = 1 \
    :: else -> r_ = 0 \
    fi \
  }

#define write_trylock(l_, r_) \
  atomic { \
    if \
    :: l_.rw_writer == 0 && l_.rw_readers == 0 -> l_.rw_writer = _pid + 1; r_ = 1 \
    :: else -> r_ = 0 \
    fi \
  }

/* The same on a lock in C data (read_lock(&tbl->lock)): its first byte counts the readers, its
 * second holds the writer's _pid + 1 (the kernel's unlocked rwlock is zero bytes). MOKERT_PID
 * comes from cmem.pml, which the translator includes with the _c forms. */
#define MOKERT_KRW_READERS(l) (((unsigned char *)&(l))[0])
#define MOKERT_KRW_WRITER(l) (((unsigned char *)&(l))[1])
#define rwlock_init_c(l_) c_code { MOKERT_KRW_READERS(l_) = 0; MOKERT_KRW_WRITER(l_) = 0; }
#define read_lock_c(l_) \
  atomic { \
    c_expr { MOKERT_KRW_WRITER(l_) == 0 && MOKERT_KRW_READERS(l_) < RW_MAX_READERS } -> \
    c_code { MOKERT_KRW_READERS(l_)++; } \
  }
#define read_unlock_c(l_) \
  atomic { \
    assert(c_expr { MOKERT_KRW_READERS(l_) > 0 }); \
    c_code { MOKERT_KRW_READERS(l_)--; } \
  }
#define write_lock_c(l_) \
  atomic { \
    c_expr { MOKERT_KRW_WRITER(l_) == 0 && MOKERT_KRW_READERS(l_) == 0 } -> \
    c_code { MOKERT_KRW_WRITER(l_) = MOKERT_PID + 1; } \
  }
#define write_unlock_c(l_) \
  atomic { \
    assert(c_expr { MOKERT_KRW_WRITER(l_) == MOKERT_PID + 1 }); \
    c_code { MOKERT_KRW_WRITER(l_) = 0; } \
  }
#define read_trylock_c(l_, r_) \
  c_code { \
    if (MOKERT_KRW_WRITER(l_) == 0 && MOKERT_KRW_READERS(l_) < RW_MAX_READERS) { MOKERT_KRW_READERS(l_)++; (r_) = 1; } \
    else (r_) = 0; \
  }
#define write_trylock_c(l_, r_) \
  c_code { \
    if (MOKERT_KRW_WRITER(l_) == 0 && MOKERT_KRW_READERS(l_) == 0) { MOKERT_KRW_WRITER(l_) = MOKERT_PID + 1; (r_) = 1; } \
    else (r_) = 0; \
  }

#endif
