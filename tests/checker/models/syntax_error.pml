/* spin -a must reject this: line 4 has a stray operator. */
active proctype p() {
  int x;
  x = = 1
}
