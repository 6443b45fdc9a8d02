/* A spin lock whose test and set are one step: the flag is tested and set under a mutex
 * (pthread_mutex_trylock stands for an atomic test-and-set). Written for mokert's verdict corpus.
 *
 * CLASS: handmade-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t guard = PTHREAD_MUTEX_INITIALIZER;
int locked = 0;
int inside = 0;

static void spin_acquire(void) {
  int got = 0;
  while (!got) {
    pthread_mutex_lock(&guard);
    if (!locked) {
      locked = 1;
      got = 1;
    }
    pthread_mutex_unlock(&guard);
  }
}

static void spin_release(void) {
  pthread_mutex_lock(&guard);
  locked = 0;
  pthread_mutex_unlock(&guard);
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
