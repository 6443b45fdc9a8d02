/* Slots reserved under a pthread spin lock, the check and the take in one critical section.
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

static pthread_spinlock_t slots_lock;
static int free_slots = 1;
static int taken;

static void *reserve(void *arg) {
  (void)arg;
  pthread_spin_lock(&slots_lock);
  if (free_slots > 0) {
    free_slots = free_slots - 1;
    taken++;
  }
  pthread_spin_unlock(&slots_lock);
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
