/* A budget spent through `#define SPEND(b, n) (((b) -= (n)) >= 0)` as an if's condition, with
 * no lock: both threads read 2 and store 1, so the budget never reaches 0.
 * The compound assignment inside a larger expression of the macro's body used to be one step of
 * the model (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: budget == 0
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define SPEND(b, n) (((b) -= (n)) >= 0)
static int budget = 2;
static int spent;
static void *worker(void *arg) {
  (void)arg;
  if (SPEND(budget, 1))
    spent = 1;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(budget == 0);
  return 0;
}
