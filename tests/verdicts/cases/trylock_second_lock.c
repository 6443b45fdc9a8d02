/* Moving an item between two lists, each with its own mutex. To avoid an ABBA deadlock the
 * mover takes its first lock, then only tries the second; when the try fails it goes on
 * without it ("the other thread is only reading") and the two movers update `in_b` at once.
 * Written for mokert's verdict corpus.
 *
 * CLASS: trylock
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: in_a + in_b == 4
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t a_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t b_lock = PTHREAD_MUTEX_INITIALIZER;
static int in_a = 2, in_b = 2;

static void *a_to_b(void *arg) {
  (void)arg;
  pthread_mutex_lock(&a_lock);
  int got = pthread_mutex_trylock(&b_lock) == 0;
  in_a = in_a - 1;
  in_b = in_b + 1;
  if (got)
    pthread_mutex_unlock(&b_lock);
  pthread_mutex_unlock(&a_lock);
  return 0;
}

static void *b_to_a(void *arg) {
  (void)arg;
  pthread_mutex_lock(&b_lock);
  int got = pthread_mutex_trylock(&a_lock) == 0;
  in_b = in_b - 1;
  in_a = in_a + 1;
  if (got)
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
