/* SV-COMP style, fixed: the sessions of svcomp_tls_destructor.c, but each thread closes and
 * checks its own session before it returns, and the key has no destructor. Nothing is left for
 * thread exit, so the search that finds no error is a proof.
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
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_tls_destructor_fixed.c", 16, "reach_error"); }

#define OPEN 1
#define CLOSED 2

pthread_key_t session;

void session_end(void) {
  if ((long)pthread_getspecific(session) != CLOSED) reach_error();
}

void *worker(void *arg) {
  pthread_setspecific(session, (void *)OPEN);
  pthread_setspecific(session, (void *)CLOSED);
  session_end();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_key_create(&session, 0);
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
