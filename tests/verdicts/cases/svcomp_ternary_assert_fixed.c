/* SV-COMP style, fixed: svcomp_ternary_assert.c with main taking both letters after the sender
 * is joined, then checking that the box is empty (the same `assert` macro and reach_error).
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_ternary_assert_fixed.c", 14, "reach_error"); }
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
  pthread_join(t, 0);
  int got = *box.take;
  ++box.take;
  assert(got == 7);
  got = *box.take;
  ++box.take;
  assert(got == 8);
  assert(mailbox_drained(&box));
  return 0;
}
