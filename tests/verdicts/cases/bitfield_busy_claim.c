/* Device state kept in bit fields inside a union; a thread claims the device by testing the
 * busy bit and then setting it, two steps another thread can come between.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: dev.f.users == 1
 * EXPECT-EXIT: 1
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

static union dev_state dev;

static void *open_dev(void *arg) {
  (void)arg;
  if (!dev.f.busy) {
    dev.f.busy = 1;
    dev.f.users++;
  }
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
