/* Embedded C and a never claim: pan -r counts the claim as pid 0 and shifts every process's
   pid by one; spin -t does not. Two runs of t1 share one pid. */
c_state "int probe" "Global" "0"
int x;

proctype t1() {
  c_code { now.probe = 1; };
  if
  :: x > 5 -> x = 0
  :: else -> x = x + 1
  fi
}

init { run t1(); (_nr_pr == 2); run t1(); (_nr_pr == 2) }  /* the claim counts in _nr_pr */

ltl small { [] (x < 2) }
