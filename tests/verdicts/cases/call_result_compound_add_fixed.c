/* Each thread adds a weight a helper computes, `total += weight(id);`, under the lock: both
 * weights count. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int total;

static int weight(long id) {
  return (int)id + 1;
}

static void *worker(void *arg) {
  pthread_mutex_lock(&mu);
  total += weight((long)arg);
  pthread_mutex_unlock(&mu);
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
