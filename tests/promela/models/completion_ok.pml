/* expect: ok -- the waiter passes after complete; complete_all releases all. */
#include "linux/completion.pml"
completion_t c, all;
byte data;
active proctype waiter() {
  wait_for_completion(c);
  assert(data == 1);
  wait_for_completion(all)
}
active [2] proctype waiter_all() {
  wait_for_completion(all);
  assert(completion_done(all))
}
active proctype completer() {
  data = 1;
  complete(c);
  complete_all(all)
}
