/* expect: assertion violated -- up() without down() beyond SEM_MAX_COUNT. */
#define SEM_MAX_COUNT 3
#include "linux/semaphore.pml"
semaphore_t s;
active proctype p() {
  do :: up(s) od
}
