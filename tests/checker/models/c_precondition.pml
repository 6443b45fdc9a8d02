/* Embedded C: the second worker finds the flag already set (c_code precondition false). */
c_decl { int shared_count; }
c_state "int ready" "Global" "0"

active [2] proctype worker() {
  c_code { shared_count = shared_count + 1; };
  c_code [ now.ready == 0 ] { now.ready = 1; }
}
