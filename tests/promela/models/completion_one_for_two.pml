/* expect: invalid end state -- one complete() releases only one of two waiters. */
#include "linux/completion.pml"
completion_t c;
active [2] proctype waiter() { wait_for_completion(c) }
active proctype completer() { complete(c) }
