/* expect: invalid end state -- nobody calls complete(). */
#include "linux/completion.pml"
completion_t c;
active proctype waiter() { wait_for_completion(c) }
