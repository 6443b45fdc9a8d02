/* Each worker counts its own calls in a __thread variable (one copy per thread, updated by a
 * helper) and adds its count to a shared total under a lock: correct. Taken for one shared
 * global, the per-thread counts would race and the sum would look wrong.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-local-data
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

static __thread int my_calls;
static int total_calls;
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void record_call(void) { my_calls++; }

static void *worker(void *arg) {
  (void)arg;
  record_call();
  record_call();
  pthread_mutex_lock(&total_lock);
  total_calls += my_calls;
  pthread_mutex_unlock(&total_lock);
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
