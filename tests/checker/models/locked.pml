/* lost_update with the mutex modelled as a bit. */
int count = 0;
byte finished = 0;
bit m = 0;

proctype worker() {
  int tmp;
  atomic { m == 0 -> m = 1 }   /* line 9 */
  tmp = count;                 /* line 10 */
  tmp = tmp + 1;               /* line 11 */
  count = tmp;                 /* line 12 */
  m = 0;                       /* line 13 */
  finished++
}

init {
  run worker();
  run worker();
  (finished == 2);
  assert(count == 2)           /* line 23 */
}
