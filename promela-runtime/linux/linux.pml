/* All Linux kernel primitives for mokert models (see docs/kernel-models.md).
 * linux.lut asks the translator to include this file; a model may also include
 * single primitives. Sizes are #define'd with #ifndef: define them before this. */
#include "spinlock.pml"
#include "rwlock.pml"
#include "mutex.pml"
#include "semaphore.pml"
#include "atomic.pml"
#include "heap.pml"
#include "refcount.pml"
#include "completion.pml"
#include "rcu.pml"
#include "list.pml"
#include "misc.pml"
