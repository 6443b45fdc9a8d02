/* Sequence numbers from a helper `return SEQ_NEXT();` with `#define SEQ_NEXT() (seq++ + 1)`, with
 * no lock: both threads get 1, and 2 is never handed out.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: used[1] && used[2]
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define SEQ_NEXT() (seq++ + 1)
static int seq;
static int used[3];
static int next_seq(void) {
  return SEQ_NEXT();
}
static void *worker(void *arg) {
  (void)arg;
  int s = next_seq();
  if (s < 3)
    used[s] = 1;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(used[1] && used[2]);
  return 0;
}
