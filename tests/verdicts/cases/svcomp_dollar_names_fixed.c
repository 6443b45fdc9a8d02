/* SV-COMP style, fixed: svcomp_dollar_names.c with each post made under a mutex (the names
 * still carry their `$`).
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
void reach_error() { __assert_fail("0", "svcomp_dollar_names_fixed.c", 15, "reach_error"); }

int ledger$balance;
int ledger$posts;
_Bool main$settled;
pthread_mutex_t ledger$lock = PTHREAD_MUTEX_INITIALIZER;

void post(int amount$cents) {
  pthread_mutex_lock(&ledger$lock);
  int before$post = ledger$balance;
  ledger$balance = before$post + amount$cents;
  ledger$posts = ledger$posts + 1;
  pthread_mutex_unlock(&ledger$lock);
}

void *clerk(void *arg) {
  static int clerk$runs;
  clerk$runs = clerk$runs + 1;
  post(5);
  return arg;
}

int main(void) {
  pthread_t a$t, b$t;
  pthread_create(&a$t, 0, clerk, 0);
  pthread_create(&b$t, 0, clerk, 0);
  pthread_join(a$t, 0);
  pthread_join(b$t, 0);
  main$settled = ledger$posts == 2;
  if (main$settled && ledger$balance != 10) {
    reach_error();
    abort();
  }
  return 0;
}
