// expect: safe
// A lock helper takes its lock by pointer and waits with the program's own assume macro on
// `*m`; a global is also named m. Each thread must wait on the lock it was given, not on the
// global m: then the two writers never overlap. Written for mokert.
extern void abort(void);
void reach_error(void) {}
extern void __VERIFIER_assume(int cond);
#include <pthread.h>
#define assume(e) __VERIFIER_assume(e)

int m = 0;          /* never taken: waiting on it would let both threads in */
int lock_a = 0;
int inside = 0;

void __VERIFIER_atomic_acquire(int *m) {
  assume(*m == 0);
  *m = 1;
}
void __VERIFIER_atomic_release(int *m) {
  assume(*m == 1);
  *m = 0;
}

void *writer(void *arg) {
  __VERIFIER_atomic_acquire(&lock_a);
  inside = inside + 1;
  if (inside != 1) reach_error();
  inside = inside - 1;
  __VERIFIER_atomic_release(&lock_a);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, writer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
