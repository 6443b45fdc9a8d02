// expect: safe within bounds
// A nondeterministic input, constrained by an assumption, can never be negative.
// (within the default nondet range: no error, but no proof for every int either)
extern void abort(void);
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
#include <pthread.h>

int seen;

void *reader(void *arg) {
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v > 0);
  seen = v;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  pthread_join(t, 0);
  if (seen < 0) {
    reach_error();
  }
  return 0;
}
