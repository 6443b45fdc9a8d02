/* Per-thread counts in a _Thread_local variable are fine, but adding them to the shared total
 * without the lock loses one thread's count. Written for mokert's verdict corpus.
 *
 * CLASS: thread-local-data
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

static _Thread_local int my_calls = 0;
static int total_calls;

static void record_call(void) { my_calls = my_calls + 1; }

static void *worker(void *arg) {
  (void)arg;
  record_call();
  record_call();
  total_calls += my_calls;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(total_calls == 4);
  return 0;
}
