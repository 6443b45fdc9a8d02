/* A thread pool's "wait until idle": each worker finishes its task, decrements the pending
 * count outside the pool lock, then signals `idle` under the lock; main waits while pending > 0.
 * Two workers lose a decrement, pending never reaches 0 and main waits for ever.
 * Written for mokert's verdict corpus.
 *
 * CLASS: pool-wait-idle
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: idle
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

struct pool {
  pthread_mutex_t lock;
  pthread_cond_t idle;
  int pending;
  int done;
};

static struct pool the_pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 2, 0};

static void run_task(struct pool *p) {
  p->done = 1;
}

static void *worker(void *arg) {
  struct pool *p = arg;
  run_task(p);
  p->pending = p->pending - 1;           /* outside the lock */
  pthread_mutex_lock(&p->lock);
  pthread_cond_signal(&p->idle);
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, &the_pool);
  pthread_create(&b, NULL, worker, &the_pool);
  pthread_mutex_lock(&the_pool.lock);
  while (the_pool.pending > 0)
    pthread_cond_wait(&the_pool.idle, &the_pool.lock);
  pthread_mutex_unlock(&the_pool.lock);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
