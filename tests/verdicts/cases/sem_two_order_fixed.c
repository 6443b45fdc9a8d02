/* sem_two_order fixed: both copies take device A's semaphore first. Written for mokert's
 * verdict corpus.
 *
 * CLASS: deadlock-semaphore
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <semaphore.h>

static sem_t dev_a, dev_b;
static int a_data = 1, b_data = 2;

static void *copy_ab(void *arg) {
  (void)arg;
  sem_wait(&dev_a);
  sem_wait(&dev_b);
  b_data = a_data;
  sem_post(&dev_b);
  sem_post(&dev_a);
  return 0;
}

static void *copy_ba(void *arg) {
  (void)arg;
  sem_wait(&dev_a);
  sem_wait(&dev_b);
  a_data = b_data;
  sem_post(&dev_a);
  sem_post(&dev_b);
  return 0;
}

int main(void) {
  sem_init(&dev_a, 0, 1);
  sem_init(&dev_b, 0, 1);
  pthread_t x, y;
  pthread_create(&x, 0, copy_ab, 0);
  pthread_create(&y, 0, copy_ba, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
