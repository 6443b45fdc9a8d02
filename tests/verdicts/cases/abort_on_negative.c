/* A worker that checks its invariant itself: when the stock would go negative it logs and calls
 * abort(). The stock test and the decrement are not under one lock, so two takers can both pass
 * the test and the second one drives the stock below zero.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: Aborted
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t stock_mu = PTHREAD_MUTEX_INITIALIZER;
static int stock = 1;

static void *taker(void *arg) {
  (void)arg;
  if (stock > 0) {
    pthread_mutex_lock(&stock_mu);
    stock--;
    if (stock < 0) {
      fprintf(stderr, "stock went negative: %d\n", stock);
      abort();
    }
    pthread_mutex_unlock(&stock_mu);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, taker, NULL);
  pthread_create(&b, NULL, taker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
