/* SV-COMP style, fixed: the writers of svcomp_assumed_range.c with the input limited to 0..2 by
 * `if (!(k >= 0 && k <= 2)) abort();` right after it (a signed input this time). The model's
 * choice covers exactly the values the program goes on with, so the search that finds no error
 * is a proof, not a search within the default range (which would say "not a proof", exit 3).
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
void reach_error() { __assert_fail("0", "svcomp_assumed_range_fixed.c", 17, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int ring[4];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *writer(void *arg) {
  int k = __VERIFIER_nondet_int();
  if (!(k >= 0 && k <= 2)) abort();
  pthread_mutex_lock(&m);
  ring[k] = k + 1;
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (ring[3] != 0)
    reach_error();
  return 0;
}
