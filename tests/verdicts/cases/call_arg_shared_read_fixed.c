/* Fixed: the caller holds sum_lock across its read of total and the call.
 * Written for mokert's verdict corpus.
 *
 * CLASS: call-argument-binding
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static pthread_mutex_t sum_lock = PTHREAD_MUTEX_INITIALIZER;

/* Stores under the lock; the caller holds sum_lock across its read. */
static void store(int *dst, int v) {
  pthread_mutex_lock(&m);
  *dst = v;
  pthread_mutex_unlock(&m);
}

static void *adder(void *arg) {
  (void)arg;
  pthread_mutex_lock(&sum_lock);
  store(&total, total + 2);
  pthread_mutex_unlock(&sum_lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, adder, NULL);
  pthread_create(&b, NULL, adder, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(total == 4);
  return 0;
}
