/* Fixed: CLAIM_SLOT under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
#include "macro_header_claim.h"
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct pool pool;
static void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  int slot = CLAIM_SLOT(&pool);
  pthread_mutex_unlock(&lock);
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
