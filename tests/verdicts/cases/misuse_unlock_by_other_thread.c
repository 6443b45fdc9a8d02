/* main holds a mutex as a gate and a helper thread opens it by unlocking: a normal mutex
 * unlocked by a thread that does not hold it (a semaphore was meant).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: is held by the calling thread
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
static int config_loaded;

static void *loader(void *arg) {
  (void)arg;
  config_loaded = 1;
  pthread_mutex_unlock(&gate);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&gate);
  pthread_create(&t, 0, loader, 0);
  pthread_mutex_lock(&gate);
  assert(config_loaded == 1);
  pthread_mutex_unlock(&gate);
  pthread_join(t, 0);
  return 0;
}
