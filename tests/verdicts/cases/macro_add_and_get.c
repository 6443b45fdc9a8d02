/* A total added to through `#define ADD_AND_GET(v, n) ((v) += (n))`, `x = ADD_AND_GET(total, 2);`,
 * with no lock: the compound assignment inside the assignment to x loses one addition.
 * The compound assignment inside a larger expression of the macro's body used to be one step of
 * the model (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 4
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define ADD_AND_GET(v, n) ((v) += (n))
static int total;
static void *worker(void *arg) {
  int x;
  x = ADD_AND_GET(total, 2);
  assert(x >= 2);
  (void)arg;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(total == 4);
  return 0;
}
