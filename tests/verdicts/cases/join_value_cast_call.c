/* Each worker claims a ticket through a helper and hands it back as its thread value,
 * `return (void *)(long)claim();`; the claim reads and bumps the counter without the lock, so both
 * workers can get ticket 0. Written for mokert's verdict corpus. (A start routine's value with a
 * call inside a cast was dropped by the model: the joiner saw NULL from both, SPIN reported the
 * first serial run, and the replay called the real bug NOT_REPRODUCED. Then the replay's probe for
 * the return stood before the statement, before claim() ran, and the race was left to chance.)
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: (long)ra != (long)rb
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int next_ticket;

static int claim(void) {
  int t = next_ticket;
  next_ticket = t + 1;
  return t;
}

static void *worker(void *arg) {
  (void)arg;
  return (void *)(long)claim();
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  pthread_mutex_lock(&mu);
  assert((long)ra != (long)rb);
  pthread_mutex_unlock(&mu);
  return 0;
}
