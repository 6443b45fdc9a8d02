/* SV-COMP style: identifiers with `$` in them (GNU C allows it; the weak-memory tasks, made by a
 * program transformer, name every shadow variable so: `x$w_buff0`). Globals, a helper's
 * parameter and local, a thread's static local and a flag of main carry a `$`. SPIN's lexer
 * ends a name at `$`, so the model was refused ("ltl definition not terminated"): a tool
 * failure on every such task. Two clerks post to one ledger without a lock: a lost update.
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
void reach_error() { __assert_fail("0", "svcomp_dollar_names.c", 19, "reach_error"); }

int ledger$balance;
int ledger$posts;
_Bool main$settled;

void post(int amount$cents) {
  int before$post = ledger$balance;
  ledger$balance = before$post + amount$cents;
  ledger$posts = ledger$posts + 1;
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
