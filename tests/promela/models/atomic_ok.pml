/* expect: ok -- atomic increments do not race; the return-value forms. */
#include "linux/atomic.pml"
atomic_t v;
byte zero_seen;
active [2] proctype p() {
  short r; bit z;
  atomic_inc(v);
  atomic_add(3, v);
  atomic_sub(3, v);
  atomic_inc_return(v, r);
  assert(r >= 2);
  atomic_dec(v);
  atomic_dec_and_test(v, z);
  if :: z -> zero_seen++ :: else -> skip fi
}
active proctype check() {
  short old;
  timeout ->
  assert(atomic_read(v) == 0 && zero_seen >= 1);
  atomic_cmpxchg(v, 0, 7, old);
  assert(old == 0 && v == 7);
  atomic_cmpxchg(v, 0, 9, old);
  assert(old == 7 && v == 7)
}
