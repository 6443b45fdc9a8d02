/* Each worker claims a ticket through a helper under the lock and hands it back as its thread
 * value, `return (void *)(long)claim();`: the two tickets differ. Written for mokert's verdict
 * corpus. (The model dropped such a value: the joiner saw NULL from both and SPIN reported a
 * false counterexample.)
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int next_ticket;

static int claim(void) {
  pthread_mutex_lock(&mu);
  int t = next_ticket;
  next_ticket = t + 1;
  pthread_mutex_unlock(&mu);
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
