/* expect: assertion violated -- a thread reads an object another thread freed. */
#include "linux/heap.pml"
kptr shared;
byte f[HEAP_ARR];
active proctype owner() {
  kmalloc(shared); f[shared] = 1;
  run user();
  kfree(shared)
}
proctype user() {
  deref(shared);
  assert(f[shared] == 1)
}
