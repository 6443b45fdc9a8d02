/* expect: ok -- two processes increment under a spinlock; trylock too. */
#include "linux/spinlock.pml"
spinlock_t l;
byte n;
active [2] proctype worker() {
  byte got, t;
  spin_lock(l);
  t = n; n = t + 1;
  spin_assert_held(l);
  spin_unlock(l);
  spin_trylock(l, got);
  if
  :: got -> spin_unlock(l)
  :: else -> skip
  fi
}
active proctype check() {
  timeout -> assert(n == 2 && l == 0)
}
