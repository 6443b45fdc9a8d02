// expect: safe within bounds
// main creates threads in a loop without end; each counts itself in and out atomically.
// (within the default bound on threads at once: no error, but no proof either)
extern void abort(void);
void reach_error(void) {}
#include <pthread.h>
int inside = 0;
void __VERIFIER_atomic_enter(void) { inside = inside + 1; }
void __VERIFIER_atomic_leave(void) { inside = inside - 1; }
void *worker(void *arg) {
  __VERIFIER_atomic_enter();
  if (inside < 1) reach_error();
  __VERIFIER_atomic_leave();
  return 0;
}
int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, worker, 0);
  return 0;
}
