/* Two workers add large amounts to a long long total under a mutex: the sum passes what a
 * 32-bit int holds, and the model must keep the 64-bit value (as a Promela int it wrapped and the
 * final check failed on a correct program). Written for mokert's verdict corpus.
 *
 * CLASS: wide-integer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
static long long total;

static void *adder(void *arg) {
  (void)arg;
  pthread_mutex_lock(&total_lock);
  total += 3000000000LL;
  pthread_mutex_unlock(&total_lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, adder, NULL);
  pthread_create(&b, NULL, adder, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(total == 6000000000LL);
  return 0;
}
