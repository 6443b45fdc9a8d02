/* Device state kept in bit fields inside a union; the busy bit is tested and set under the
 * device's lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

union dev_state {
  struct {
    unsigned busy : 1;
    unsigned error : 1;
    unsigned users : 4;
  } f;
  unsigned word;
};

static pthread_mutex_t dev_mu = PTHREAD_MUTEX_INITIALIZER;
static union dev_state dev;

static void *open_dev(void *arg) {
  (void)arg;
  pthread_mutex_lock(&dev_mu);
  if (!dev.f.busy) {
    dev.f.busy = 1;
    dev.f.users++;
  }
  pthread_mutex_unlock(&dev_mu);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, open_dev, NULL);
  pthread_create(&b, NULL, open_dev, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(dev.f.users == 1);
  return 0;
}
