// expect: reach_error
// The task's own assert macro wraps reach_error; two unlocked increments can lose one.
extern void abort(void);
void reach_error(void) {}
#define check(cond) { if (!(cond)) { FAIL: { reach_error(); abort(); } } }
#include <pthread.h>
int total = 0;
void *adder(void *arg) {
  int seen = total;
  total = seen + 1;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  check(total == 2);
  return 0;
}
