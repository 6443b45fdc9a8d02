/* `got[i] = snprintf(buf, sizeof buf, "%d", seq++) > 0 ? 1 : 0;`: the increment sits in the
 * arguments of a library call, in the condition of a ?:, with no lock; two threads lose one.
 * Both places used to keep it one step with its statement (proved safe).
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
static int got[2];

static void *worker(void *arg) {
  int i = (int)(long)arg;
  char buf[16];
  got[i] = snprintf(buf, sizeof buf, "%d", seq++) > 0 ? 1 : 0;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)0);
  pthread_create(&t2, NULL, worker, (void *)1);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seq == 2);
  return 0;
}
