/* Hand-written in the shape the extractor produces for reused_pid.c in SV-COMP's style:
   thread2 is started after thread1 ended, and SPIN gives it thread1's pid. The two inputs
   are chosen by an `if` (one step) and by a select (a loop of steps on one line). */
int data;

proctype thread1() {
  int v;
  if :: v = 0 :: v = 1 :: v = 2 fi;   /* line 3 */
  data = v                            /* line 4 */
}

proctype thread2() {
  int w;
  select(w : 0 .. 3);                 /* line 8 */
  assert(!(data == 2 && w == 3))      /* line 9 */
}

init {
  run thread1();
  (_nr_pr == 1);
  run thread2()
}
