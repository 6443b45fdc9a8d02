/* expect: assertion violated -- WARN_ON of a true condition. */
#include "linux/misc.pml"
byte x = 1;
active proctype p() { WARN_ON(x == 1) }
