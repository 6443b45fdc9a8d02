/* Run with Modex's `-x` (every function extracted): two workers started by main each credit an
 * account through a helper that reads and writes the balance without its lock, so a credit is
 * lost. Before 2026-11-27 `-x` made the helper and the worker active proctypes of their own as
 * well: the model had a third worker and a helper running with a null account; the replay
 * waited for a thread the program never starts (STALLED on a real bug) and the fixed version
 * crashed pan. Written for mokert's verdict corpus.
 *
 * CLASS: modex-flags
 * RUN: mokert run %s -x
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ledger.balance == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct account {
  pthread_mutex_t lock;
  int balance;
};

struct account ledger = {PTHREAD_MUTEX_INITIALIZER, 0};

void credit(struct account *a, int amount) {
  int before = a->balance;
  a->balance = before + amount;
}

void *teller(void *arg) {
  (void)arg;
  credit(&ledger, 1);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, teller, 0);
  pthread_create(&t2, 0, teller, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(ledger.balance == 2);
  return 0;
}
