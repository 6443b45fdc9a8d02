/* Packet counters under a pthread spin lock; the fast path for small packets skips the lock
 * ("it is only one add"), so a small and a large packet counted at once lose an update.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: bytes == 1500 + 60
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_spinlock_t stats_lock;
static int bytes = 0;

static void count_packet(int len) {
  if (len < 100) {
    bytes = bytes + len;                /* fast path without the lock */
    return;
  }
  pthread_spin_lock(&stats_lock);
  bytes = bytes + len;
  pthread_spin_unlock(&stats_lock);
}

static void *rx_big(void *arg) {
  (void)arg;
  count_packet(1500);
  return 0;
}

static void *rx_small(void *arg) {
  (void)arg;
  count_packet(60);
  return 0;
}

int main(void) {
  pthread_spin_init(&stats_lock, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, rx_big, 0);
  pthread_create(&b, 0, rx_small, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(bytes == 1500 + 60);
  return 0;
}
