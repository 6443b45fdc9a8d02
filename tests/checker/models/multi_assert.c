/* Three threads; each assertion fails on some interleaving. */
#include <assert.h>

int x, y;

void *a(void *arg) {
  x = 1;
  assert(y == 0);
  return arg;
}

void *b(void *arg) {
  y = 1;
  assert(x == 0);
  return arg;
}

void *c(void *arg) {
  while (!(x == 1 && y == 1)) {}
  assert(0);
  return arg;
}
