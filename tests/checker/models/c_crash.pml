/* Hand-written in the shape the extractor gives c_crash.c when no rule maps the call: the C runs inside pan. */
c_decl { void (*handler)(int); }
int state;

active proctype worker() {
  state = 1;                        /* line 6 */
  c_code { handler(now.state); };   /* line 7 */
}
