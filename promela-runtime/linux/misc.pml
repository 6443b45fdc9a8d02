/* Small kernel checks for mokert models: WARN_ON, BUG_ON, might_sleep.
 *
 * WARN_ON(c) and BUG_ON(c) become assertions: the kernel would splat or oops.
 * might_sleep() asserts the caller holds no spinlock-like state the model
 * tracks per process: no RCU read-side section (rcu.pml).
 */
#ifndef MOKERT_LINUX_MISC
#define MOKERT_LINUX_MISC

#ifndef MOKERT_LINUX_RCU
#include "rcu.pml"
#endif

#define WARN_ON(c_) assert(!(c_))
#define BUG_ON(c_) assert(!(c_))

#define might_sleep() assert(rcu_nesting[_pid] == 0)   /* sleeping inside rcu_read_lock */

#endif
