// expect: reach_error
// A nondeterministic condition: both branches are possible, one leads to the error.
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
#include <pthread.h>

int mode;

void *setter(void *arg) {
  if (__VERIFIER_nondet_int()) {
    mode = 1;
  } else {
    mode = 2;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  pthread_join(t, 0);
  if (mode == 2) {
    reach_error();
  }
  return 0;
}
