/* join_value_return_call with the helper's read and bump under a mutex: no increment is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: join-value
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void *counter_inc(void) {
  pthread_mutex_lock(&mu);
  int v = counter;
  counter = v + 1;
  pthread_mutex_unlock(&mu);
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
