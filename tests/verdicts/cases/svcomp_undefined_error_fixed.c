/* SV-COMP style, fixed: reach_error() is only declared; the checker reads the flag once under
 * an atomic section, so the two reads cannot differ.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int mode = 0;

void *writer(void *arg) {
  __VERIFIER_atomic_begin();
  mode = 1;
  __VERIFIER_atomic_end();
  return arg;
}

void *checker(void *arg) {
  __VERIFIER_atomic_begin();
  int first = mode;
  int second = mode;
  __VERIFIER_atomic_end();
  if (first != second) {
    reach_error();
    abort();
  }
  return arg;
}

int main(void) {
  pthread_t w, c;
  pthread_create(&c, 0, checker, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(c, 0);
  pthread_join(w, 0);
  return 0;
}
