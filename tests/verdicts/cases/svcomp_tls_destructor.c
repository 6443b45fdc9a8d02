/* SV-COMP style: each thread keeps its open session in thread-specific data, and the key's
 * destructor, run when a thread ends with a value still set, checks that the session was closed.
 * The worker returns with its session open: the destructor reaches reach_error. The model keeps
 * each thread's value of the key but runs no destructor at thread exit, so SPIN finds nothing;
 * that search must not count as a proof (exit 3, the destructor named as a bound). Before, it
 * said "proved" (exit 0): a bug proved away.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 3
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_tls_destructor.c", 19, "reach_error"); }

#define OPEN 1
#define CLOSED 2

pthread_key_t session;

void session_end(void *v) {
  if ((long)v != CLOSED) reach_error();
}

void *worker(void *arg) {
  pthread_setspecific(session, (void *)OPEN);
  /* the work; the session is never closed */
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_key_create(&session, session_end);
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
