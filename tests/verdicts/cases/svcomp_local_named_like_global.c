/* SV-COMP style: main's thread handle has the name of a global (`pthread_t t` beside the ticket
 * counter `t`), and main runs the worker itself too, so the helper that reads the global is
 * expanded into main's process. The model declared both as `t` and SPIN refused it
 * ("redeclaration of 't'"). The two jobs count themselves without a lock: a lost update.
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
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_local_named_like_global.c", 18, "reach_error"); }

int t;
int done;

void take(void) {
  t = t + 1;
  done = done + 1;
}

void *worker(void *arg) {
  take();
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  if (done != 2)
    reach_error();
  return 0;
}
