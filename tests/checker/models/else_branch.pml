/* Hand-written in the shape the extractor produces for else_branch.c: both guards of the
   `if` come from C line 4, the embedded C makes verify replay with pan -r. */
c_state "int probe" "Global" "0"
byte ready, value;
int seen;

proctype reader() {
  int v = 0;
  if
  :: (ready != 0) ->    /* line 4 */
     v = value          /* line 4 */
  :: else ->            /* line 4 */
     v = -1             /* line 4 */
  fi;
  c_code { now.probe = 1; };
  seen = v
}

init {
  run reader();
  (_nr_pr == 1);
  assert(seen != -1)
}
