/* Two threads add to a total through TOTAL_ADD, a do-while macro of the program's own header
 * (macro_total_add.h) that reads, then writes back, without a lock: one addition is lost. The
 * macro used to be one step of the model (as a library header's WRITE_ONCE is), and the lost
 * update was proved safe.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 7
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#include "macro_total_add.h"

static int total;

static void *adder(void *arg) {
  TOTAL_ADD(total, (int)(long)arg);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, adder, (void *)3);
  pthread_create(&t2, NULL, adder, (void *)4);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(total == 7);
  return 0;
}
