/* Hand-written in the shape the extractor produces for lost_update.c. */
int count = 0;
byte finished = 0;

proctype worker() {
  int tmp;
  tmp = count;          /* line 8 */
  tmp = tmp + 1;        /* line 9 */
  count = tmp;          /* line 10 */
  finished++
}

init {
  run worker();
  run worker();
  (finished == 2);
  assert(count == 2)    /* line 20 */
}
