/* Three distinct assertions, each violated on some interleaving (from multi_assert.c). */
byte x = 0;
byte y = 0;

active proctype a() {
  x = 1;                  /* line 7 */
  assert(y == 0)          /* line 8 */
}

active proctype b() {
  y = 1;                  /* line 13 */
  assert(x == 0)          /* line 14 */
}

active proctype c() {
  (x == 1 && y == 1);     /* line 19 */
  assert(false)           /* line 20 */
}
