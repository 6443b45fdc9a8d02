/* expect: ok -- allocate, use, free; kfree(NULL); allocation fails cleanly when full. */
#define HEAP_SLOTS 2
#include "linux/heap.pml"
byte f[HEAP_ARR];
active proctype p() {
  kptr a, b, c;
  kmalloc(a); kzalloc(b); kmalloc(c);
  assert(a != 0 && b != 0 && a != b && c == 0);
  deref(a); f[a] = 3;
  check_alive(b);
  kfree(a); kfree(b); kfree(c)
}
