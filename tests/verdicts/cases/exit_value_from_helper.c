/* Each buyer hands its result to pthread_join through pthread_exit, computed by a helper of the
 * file: `pthread_exit((void *)(long)take())`. take() tests the stock before it takes the lock,
 * so both buyers can pass the test and both get the one ticket.
 * (The call stayed inside the c_code of pthread_exit's rule: pan did not link, `take` undefined.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: sold == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t stock_lock = PTHREAD_MUTEX_INITIALIZER;
static int tickets = 1;

static int take(void) {
  int got = 0;
  if (tickets > 0) {
    pthread_mutex_lock(&stock_lock);
    tickets--;
    pthread_mutex_unlock(&stock_lock);
    got = 1;
  }
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
