/* The RCU read side for mokert models.
 *
 * Each process has a read-side nesting counter rcu_nesting[_pid]. A
 * synchronize_rcu takes, in one step, the set of processes inside a read-side
 * section (a bit mask kept per waiter) and waits until each of them has left
 * its outermost section once; readers that start after synchronize_rcu began
 * do not delay it, as in the kernel.
 *
 * Misuse it flags:
 *   - rcu_read_unlock without rcu_read_lock: assertion violated;
 *   - synchronize_rcu inside the caller's own read-side section (it would wait
 *     for itself: the kernel deadlocks or splats): assertion violated;
 *   - nesting deeper than RCU_MAX_NEST: assertion violated.
 * Sizes: RCU_MAXPID (process ids 0..RCU_MAXPID-1, at most 8: the waiter masks
 * are bytes) and RCU_MAX_NEST.
 * kfree_rcu/call_rcu are modelled as synchronize_rcu followed by the free: the
 * caller waits, where the kernel would defer (documented in kernel-models.md).
 */
#ifndef MOKERT_LINUX_RCU
#define MOKERT_LINUX_RCU

#ifndef MOKERT_LINUX_HEAP   /* not re-opened when the heap text is already in the model */
#include "heap.pml"
#endif

#ifndef RCU_MAXPID
#define RCU_MAXPID 4
#endif
#ifndef RCU_MAX_NEST
#define RCU_MAX_NEST 3
#endif

byte rcu_nesting[RCU_MAXPID];
byte rcu_waitmask[RCU_MAXPID];   /* per waiter: readers it still waits for */
hidden byte rcu_i;               /* scratch, only used inside d_step */

#define rcu_read_lock_held() (rcu_nesting[_pid] > 0)

#define rcu_read_lock() \
  d_step { \
    assert(_pid < RCU_MAXPID);             /* raise RCU_MAXPID */ \
    assert(rcu_nesting[_pid] < RCU_MAX_NEST); \
    rcu_nesting[_pid]++ \
  }

#define rcu_read_unlock() \
  d_step { \
    assert(rcu_nesting[_pid] > 0);   /* rcu_read_unlock without rcu_read_lock */ \
    rcu_nesting[_pid]--; \
    if \
    :: rcu_nesting[_pid] == 0 -> \
       /* this reader's section ended: no waiter needs to wait for it any more */ \
       rcu_i = 0; \
       do \
       :: rcu_i < RCU_MAXPID -> \
          rcu_waitmask[rcu_i] = rcu_waitmask[rcu_i] & ~(1 << _pid); \
          rcu_i++ \
       :: else -> break \
       od; \
       rcu_i = 0 \
    :: else -> skip \
    fi \
  }

#define synchronize_rcu() \
  d_step { \
    assert(_pid < RCU_MAXPID); \
    assert(rcu_nesting[_pid] == 0);  /* synchronize_rcu inside rcu_read_lock */ \
    rcu_i = 0; \
    do \
    :: rcu_i < RCU_MAXPID -> \
       if \
       :: rcu_nesting[rcu_i] > 0 -> rcu_waitmask[_pid] = rcu_waitmask[_pid] | (1 << rcu_i) \
       :: else -> skip \
       fi; \
       rcu_i++ \
    :: else -> break \
    od; \
    rcu_i = 0 \
  }; \
  rcu_waitmask[_pid] == 0   /* the grace period: every pre-existing reader left */

#define kfree_rcu(p_) \
  synchronize_rcu(); \
  kfree(p_)

/* rcu_dereference / rcu_assign_pointer: plain reads and writes in the model
 * (SPIN's interleaving is sequentially consistent); linux.lut maps them to these. */
#define rcu_dereference(p) (p)
#define rcu_assign_pointer(p_, v_) p_ = v_

#endif
