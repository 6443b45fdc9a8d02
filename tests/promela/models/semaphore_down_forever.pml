/* expect: invalid end state -- down() with nobody to up(). */
#include "linux/semaphore.pml"
semaphore_t s;
active proctype p() {
  sema_init(s, 1);
  down(s);
  down(s)
}
