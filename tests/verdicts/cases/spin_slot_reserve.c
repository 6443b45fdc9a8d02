/* Slots reserved under a pthread spin lock, but the check and the take are two critical
 * sections: both threads see one free slot and both take it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: taken <= 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

static pthread_spinlock_t slots_lock;
static int free_slots = 1;
static int taken;

static void *reserve(void *arg) {
  (void)arg;
  int n;
  pthread_spin_lock(&slots_lock);
  n = free_slots;
  pthread_spin_unlock(&slots_lock);
  if (n > 0) {
    pthread_spin_lock(&slots_lock);
    free_slots = n - 1;
    taken++;
    pthread_spin_unlock(&slots_lock);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_spin_init(&slots_lock, PTHREAD_PROCESS_PRIVATE);
  pthread_create(&a, NULL, reserve, NULL);
  pthread_create(&b, NULL, reserve, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(taken <= 1);
  pthread_spin_destroy(&slots_lock);
  return 0;
}
