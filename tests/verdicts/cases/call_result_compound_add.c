/* Each thread adds a weight a helper computes, `total += weight(id);`, without the lock: both
 * load 0 and one weight is lost. Written for mokert's verdict corpus. (With the call run first,
 * the addition stayed one step with the call's value and the bug was proved safe with a
 * complete search.)
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 3
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int total;

static int weight(long id) {
  return (int)id + 1;
}

static void *worker(void *arg) {
  total += weight((long)arg);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)0L);
  pthread_create(&b, NULL, worker, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&mu);
  assert(total == 3);
  pthread_mutex_unlock(&mu);
  return 0;
}
