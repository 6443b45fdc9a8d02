/* store(&total, total + 2): the helper stores under the lock, but its caller read the old
 * total without it, before the call; two adders both read 0.
 * Written for mokert's verdict corpus.
 *
 * CLASS: call-argument-binding
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 4
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

/* Stores under the lock, but the caller read the old value without it. */
static void store(int *dst, int v) {
  pthread_mutex_lock(&m);
  *dst = v;
  pthread_mutex_unlock(&m);
}

static void *adder(void *arg) {
  (void)arg;
  store(&total, total + 2);
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
