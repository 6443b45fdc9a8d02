/* expect: ok -- a semaphore of 2 admits two of three processes at a time. */
#include "linux/semaphore.pml"
semaphore_t s = 2;
byte in;
active [3] proctype p() {
  byte busy;
  down(s);
  in++; assert(in <= 2); in--;
  up(s);
  down_trylock(s, busy);
  if :: !busy -> up(s) :: else -> skip fi
}
