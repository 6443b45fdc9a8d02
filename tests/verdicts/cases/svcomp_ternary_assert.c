/* SV-COMP style: the task defines reach_error itself and checks with an `assert` macro of its
 * own that is one conditional expression, `(!(e) ? reach_error() : (void)0)`. A sender posts two
 * letters into a mailbox; main waits for the first, takes it, and checks that the box is empty,
 * but the second letter may be in by then. The replay ran to the failing check and the program
 * aborted in reach_error, yet the verdict was ERROR ("an assertion other than the
 * counterexample's"): the call is spelled by the macro, so no rewrite logged it.
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

extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_ternary_assert.c", 19, "reach_error"); }
#include <assert.h>
#undef assert
#define assert(e) (!(e) ? reach_error() : (void)0)

#define SLOTS 4

struct mailbox {
  int slot[SLOTS];
  int *take;
  int *volatile put;
};

struct mailbox box;

int mailbox_drained(struct mailbox *m) { return m->take == m->put; }

void mailbox_post(struct mailbox *m, int v) {
  *m->put = v;
  ++m->put;
}

void *sender(void *arg) {
  for (int i = 0; i < 2; ++i) mailbox_post(&box, 7 + i);
  return arg;
}

int main(void) {
  box.take = box.put = box.slot;
  pthread_t t;
  pthread_create(&t, 0, sender, 0);
  while (mailbox_drained(&box))
    ;
  int got = *box.take;
  ++box.take;
  assert(got == 7);
  assert(mailbox_drained(&box));
  pthread_join(t, 0);
  return 0;
}
