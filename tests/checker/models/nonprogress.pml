/* A retry loop that can spin forever without reaching the progress label. */
byte busy = 1;

active proctype waiter() {
  do
  :: busy == 1 -> skip
  :: busy == 0 -> break
  od;
progress: skip
}

active proctype owner() {
  do
  :: busy = 1
  :: busy = 0
  od
}
