/* Hand-written: a harness that checks its count with C's assert inside c_code, which aborts pan. */
c_decl { \#include <assert.h> }
int hits;

active proctype watch() {
  hits = 1;
  c_code { assert(now.hits == 2); };   /* line 7 */
}
