// expect: safe
// The task's own assert macro wraps reach_error; the increments are under a mutex.
extern void abort(void);
void reach_error(void) {}
#define check(cond) { if (!(cond)) { FAIL: { reach_error(); abort(); } } }
#include <pthread.h>
int total = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *adder(void *arg) {
  pthread_mutex_lock(&m);
  int seen = total;
  total = seen + 1;
  pthread_mutex_unlock(&m);
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
