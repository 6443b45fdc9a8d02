/* SV-COMP style: reach_error() is only declared (newer tasks leave it undefined: calling it is
 * the error). A flag is read twice by a checker thread while a writer changes it in between.
 * The replayed program did not link.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

extern void abort(void);
extern void reach_error(void);

int mode = 0;

void *writer(void *arg) {
  mode = 1;
  return arg;
}

void *checker(void *arg) {
  int first = mode;
  int second = mode;
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
