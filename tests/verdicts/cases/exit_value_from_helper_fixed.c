/* exit_value_from_helper.c with the stock tested under the lock: one buyer gets the ticket.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t stock_lock = PTHREAD_MUTEX_INITIALIZER;
static int tickets = 1;

static int take(void) {
  int got = 0;
  pthread_mutex_lock(&stock_lock);
  if (tickets > 0) {
    tickets--;
    got = 1;
  }
  pthread_mutex_unlock(&stock_lock);
  return got;
}

static void *buyer(void *arg) {
  (void)arg;
  pthread_exit((void *)(long)take());
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, NULL, buyer, NULL);
  pthread_create(&b, NULL, buyer, NULL);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  long sold = (long)ra + (long)rb;
  assert(sold == 1);
  return 0;
}
