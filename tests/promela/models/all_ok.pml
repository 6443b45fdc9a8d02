/* expect: ok -- every primitive file together (linux.pml) parses and compiles. */
#include "linux/linux.pml"
active proctype p() { skip }
