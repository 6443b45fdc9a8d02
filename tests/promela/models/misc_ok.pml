/* expect: ok -- WARN_ON/BUG_ON of false conditions, might_sleep outside RCU. */
#include "linux/misc.pml"
byte x = 1;
active proctype p() { WARN_ON(x == 0); BUG_ON(x > 1); might_sleep() }
