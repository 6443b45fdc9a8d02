/* Two workers each compute half a result, meet at a pthread barrier, then each reads the
 * other's half; one worker reads before it waits at the barrier. Written for mokert's verdict
 * corpus.
 *
 * CLASS: pthread-barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: other == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

pthread_barrier_t meet;
int half[2];

static void *left(void *arg) {
  half[0] = 1;
  pthread_barrier_wait(&meet);
  int other = half[1];
  assert(other == 2);
  return arg;
}

static void *right(void *arg) {
  half[1] = 2;
  int other = half[0];            /* read before the barrier */
  pthread_barrier_wait(&meet);
  assert(other == 1);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_barrier_init(&meet, 0, 2);
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
