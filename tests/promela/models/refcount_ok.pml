/* expect: ok -- get/put pairs; the last put, whoever does it, frees the object exactly once. */
#include "linux/refcount.pml"
kptr obj;
refcount_t ref[HEAP_ARR];
byte field[HEAP_ARR];
active proctype owner() {
  kmalloc(obj);
  kref_init(ref[obj]);
  field[obj] = 5;
  kref_get(ref[obj]);   /* the reference the user will own, taken before it starts */
  run user();
  kref_put_kfree(ref[obj], obj)
}
proctype user() {
  deref(obj);
  assert(field[obj] == 5);
  kref_put_kfree(ref[obj], obj)
}
