/* A hand-made spin lock: wait while `locked` is set, then set it. The test and the set are two
 * steps, so two threads can both see it free and both enter the critical section.
 * Written for mokert's verdict corpus.
 *
 * CLASS: handmade-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: inside == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

volatile int locked = 0;
int inside = 0;

static void spin_acquire(void) {
  while (locked) {
  }
  locked = 1;
}

static void spin_release(void) {
  locked = 0;
}

static void *worker(void *arg) {
  spin_acquire();
  inside = inside + 1;
  assert(inside == 1);
  inside = inside - 1;
  spin_release();
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
