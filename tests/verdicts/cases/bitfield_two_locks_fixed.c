/* Two bit-fields of one struct written by two threads, both under the device's one lock: the
 * stores of the storage unit they share cannot interleave, so the search is a proof. Written for mokert's verdict corpus.
 *
 * CLASS: bitfield-two-locks
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

struct dev {
  unsigned ready : 1;
  unsigned error : 1;
  unsigned count : 6;
};
static struct dev d;
static pthread_mutex_t ready_lock = PTHREAD_MUTEX_INITIALIZER;

static void *set_ready(void *arg) {
  (void)arg;
  pthread_mutex_lock(&ready_lock);
  d.ready = 1;
  pthread_mutex_unlock(&ready_lock);
  return 0;
}

static void *set_error(void *arg) {
  (void)arg;
  pthread_mutex_lock(&ready_lock);
  d.error = 1;
  pthread_mutex_unlock(&ready_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, set_ready, 0);
  pthread_create(&b, 0, set_error, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(d.ready == 1 && d.error == 1);
  return 0;
}
