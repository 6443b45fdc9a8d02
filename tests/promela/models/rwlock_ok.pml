/* expect: ok -- two readers may be inside together, a writer alone. */
#include "linux/rwlock.pml"
rwlock_t rw;
byte inside, writing;
active [2] proctype reader() {
  read_lock(rw);
  inside++;
  assert(!writing);
  inside--;
  read_unlock(rw)
}
active proctype wr() {
  byte got;
  write_lock(rw);
  writing = 1;
  assert(inside == 0);
  writing = 0;
  write_unlock(rw);
  write_trylock(rw, got);
  if :: got -> write_unlock(rw) :: else -> skip fi
}
