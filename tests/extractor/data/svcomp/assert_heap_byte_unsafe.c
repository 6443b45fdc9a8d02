// expect: reach_error
// A buffer allocated by one thread and written by two others inside SV-COMP atomic sections; the
// check after the joins reads the heap byte through the global pointer
// (__VERIFIER_assert(buf[0] == 'a')): a condition on C data, not on a Promela variable. The
// writer of 'b' may be the last. Written for mokert.
extern void abort(void);
void reach_error(void) { abort(); }
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
#include <pthread.h>
#include <stdlib.h>

char *buf;

void *alloc_buf(void *arg) {
  (void)arg;
  buf = malloc(4);
  return 0;
}

void *put_a(void *arg) {
  (void)arg;
  __VERIFIER_atomic_begin();
  buf[0] = 'a';
  __VERIFIER_atomic_end();
  return 0;
}

void *put_b(void *arg) {
  (void)arg;
  __VERIFIER_atomic_begin();
  buf[0] = 'b';
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t0, t1, t2;
  pthread_create(&t0, 0, alloc_buf, 0);
  pthread_join(t0, 0);
  pthread_create(&t1, 0, put_a, 0);
  pthread_create(&t2, 0, put_b, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(buf[0] == 'a' || buf[0] == 'b');
  __VERIFIER_assert(buf[0] == 'a');
  return 0;
}
