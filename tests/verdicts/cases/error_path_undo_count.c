/* A device counts its open handles (`handles`, under the device lock). open_dev() counts the
 * new handle; when setup fails it takes the count back, but on that error path only, after the
 * lock is dropped: a concurrent open's increment can be lost. Written for mokert's verdict
 * corpus.
 *
 * CLASS: error-path
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: handles == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t dev_lock = PTHREAD_MUTEX_INITIALIZER;
int handles = 0;
int setup_fails = 1;

static int open_dev(int may_fail) {
  pthread_mutex_lock(&dev_lock);
  handles = handles + 1;
  if (may_fail && setup_fails) {
    pthread_mutex_unlock(&dev_lock);
    handles = handles - 1;            /* error path: undone outside the lock */
    return -1;
  }
  pthread_mutex_unlock(&dev_lock);
  return 0;
}

static void *failing_user(void *arg) {
  open_dev(1);
  return arg;
}

static void *user(void *arg) {
  open_dev(0);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, failing_user, 0);
  pthread_create(&b, 0, user, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(handles == 1);
  return 0;
}
