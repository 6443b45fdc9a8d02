// expect: safe
// Two threads add each other's value in atomic sections; no order makes a exceed 21.
extern void abort(void);
void reach_error(void) {}
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
#include <pthread.h>

int a = 1, b = 1;

void *left(void *arg) {
  int n;
  for (n = 0; n < 3; n++) {
    __VERIFIER_atomic_begin();
    a = a + b;
    __VERIFIER_atomic_end();
  }
  return 0;
}

void *right(void *arg) {
  int n;
  for (n = 0; n < 3; n++) {
    __VERIFIER_atomic_begin();
    b = b + a;
    __VERIFIER_atomic_end();
  }
  return 0;
}

int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, left, 0);
  pthread_create(&y, 0, right, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  if (a > 21) {
    reach_error();
    abort();
  }
  return 0;
}
