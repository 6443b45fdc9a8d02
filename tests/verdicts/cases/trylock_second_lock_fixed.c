/* trylock_second_lock fixed: when the try of the second lock fails the mover lets go of the
 * first and starts again, so it updates both lists only holding both locks. Written for
 * mokert's verdict corpus.
 *
 * CLASS: trylock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t a_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t b_lock = PTHREAD_MUTEX_INITIALIZER;
static int in_a = 2, in_b = 2;

static void lock_both(pthread_mutex_t *first, pthread_mutex_t *second) {
  for (;;) {
    pthread_mutex_lock(first);
    if (pthread_mutex_trylock(second) == 0)
      return;
    pthread_mutex_unlock(first);
  }
}

static void *a_to_b(void *arg) {
  (void)arg;
  lock_both(&a_lock, &b_lock);
  in_a = in_a - 1;
  in_b = in_b + 1;
  pthread_mutex_unlock(&b_lock);
  pthread_mutex_unlock(&a_lock);
  return 0;
}

static void *b_to_a(void *arg) {
  (void)arg;
  lock_both(&b_lock, &a_lock);
  in_b = in_b - 1;
  in_a = in_a + 1;
  pthread_mutex_unlock(&a_lock);
  pthread_mutex_unlock(&b_lock);
  return 0;
}

int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, a_to_b, 0);
  pthread_create(&y, 0, b_to_a, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(in_a + in_b == 4);
  return 0;
}
