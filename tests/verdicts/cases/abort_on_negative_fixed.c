/* A worker that checks its invariant itself and calls abort() when the stock goes negative; the
 * test and the decrement are under one lock, so it never does.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t stock_mu = PTHREAD_MUTEX_INITIALIZER;
static int stock = 1;

static void *taker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&stock_mu);
  if (stock > 0) {
    stock--;
    if (stock < 0) {
      fprintf(stderr, "stock went negative: %d\n", stock);
      abort();
    }
  }
  pthread_mutex_unlock(&stock_mu);
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
