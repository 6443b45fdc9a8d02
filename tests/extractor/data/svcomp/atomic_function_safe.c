// expect: safe
// A lock built from __VERIFIER_atomic_ functions (an assumption and a store in one atomic step)
// protects a read-modify-write: split into steps, both threads would take the lock.
extern void abort(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
#include <pthread.h>
int lock_word = 0;
int total = 0;
void __VERIFIER_atomic_take(void) {
  __VERIFIER_assume(lock_word == 0);
  lock_word = 1;
}
void __VERIFIER_atomic_give(void) { lock_word = 0; }
void *adder(void *arg) {
  __VERIFIER_atomic_take();
  int seen = total;
  total = seen + 1;
  __VERIFIER_atomic_give();
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (total != 2) reach_error();
  return 0;
}
