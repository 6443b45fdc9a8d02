/* Slots claimed through CLAIM_SLOT of the program's own header (macro_header_claim.h,
 * `((p)->used++ * 1)`), with no lock: both threads claim slot 0, slot 1 stays without an owner.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: pool.owner[0] != 0 && pool.owner[1] != 0
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#include "macro_header_claim.h"
static struct pool pool;
static void *worker(void *arg) {
  int slot = CLAIM_SLOT(&pool);
  if (slot < 4)
    pool.owner[slot] = (int)(long)arg;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)1);
  pthread_create(&t2, NULL, worker, (void *)2);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(pool.owner[0] != 0 && pool.owner[1] != 0);
  return 0;
}
