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

typedef rwlock_t {
  byte rw_readers;  /* processes inside the read side */
  byte rw_writer;  /* 0 or the writer's _pid + 1 */
}

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

#endif
