/* expect: assertion violated -- kref_get after the count reached zero. */
#include "linux/refcount.pml"
kref_t k;
active proctype p() {
  bit last;
  kref_init(k);
  kref_put(k, last);
  assert(last);
  kref_get(k)
}
