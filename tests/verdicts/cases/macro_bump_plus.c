/* A hit counted through `#define BUMP(s) ((s)->hits++ + 1)`, `int n = BUMP(s);`, with no
 * lock: the increment inside the sum loses one of two hits.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: st.hits == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
struct stats { int hits; };
#define BUMP(s) ((s)->hits++ + 1)
static struct stats st;
static void *worker(void *arg) {
  struct stats *s = arg;
  int n = BUMP(s);
  assert(n >= 1);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, &st);
  pthread_create(&t2, NULL, worker, &st);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(st.hits == 2);
  return 0;
}
