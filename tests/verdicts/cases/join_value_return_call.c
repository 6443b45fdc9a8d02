/* Each worker's start routine ends in `return counter_inc();`: the helper reads and bumps a
 * shared counter without a lock and hands the old value back as the thread's value, so one
 * increment can be lost. (The replay's probe for the return stood before the statement, before
 * the helper ran: the thread stopped short of the race the counterexample forces inside it, and
 * the real bug came back NOT_REPRODUCED.) Written for mokert's verdict corpus.
 *
 * CLASS: join-value
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: counter == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static int counter;

static void *counter_inc(void) {
  int v = counter;
  counter = v + 1;
  return (void *)(long)v;
}

static void *worker(void *arg) {
  (void)arg;
  return counter_inc();
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert(counter == 2);
  return 0;
}
