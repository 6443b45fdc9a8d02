/* A two-worker thread pool: workers sleep on `work_cv` while the queue is empty and take one
 * task. The wait is under `if`, not `while`: a worker woken by the submitter can find that the
 * other worker (never asleep) took the only task, and takes from an empty queue. Written for
 * mokert's verdict corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: pool.queued > 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct pool {
  pthread_mutex_t lock;
  pthread_cond_t work_cv;
  int queued;
  int done;
};

static struct pool pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0};

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pool.lock);
  if (pool.queued == 0)
    pthread_cond_wait(&pool.work_cv, &pool.lock);
  assert(pool.queued > 0);
  pool.queued = pool.queued - 1;
  pool.done = pool.done + 1;
  pthread_mutex_unlock(&pool.lock);
  return 0;
}

static void submit(void) {
  pthread_mutex_lock(&pool.lock);
  pool.queued = pool.queued + 1;
  pthread_cond_signal(&pool.work_cv);
  pthread_mutex_unlock(&pool.lock);
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  submit();
  submit();
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
