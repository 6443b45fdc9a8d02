/* Each request is numbered in a log line, `printf("request %d\n", seq++);`, with no lock: the
 * default rules drop printf from the model (a comment), and the increment went with it, so SPIN
 * reported a count that never moves (a false alarm). Now the argument's increment is its own load
 * and store, and the real lost update is found.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: seq == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <assert.h>

static int seq;

static void *handler(void *arg) {
  (void)arg;
  printf("request %d\n", seq++);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, handler, NULL);
  pthread_create(&t2, NULL, handler, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seq == 2);
  return 0;
}
