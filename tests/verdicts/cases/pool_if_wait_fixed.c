/* pool_if_wait fixed: each worker waits with `while (queued == 0)`, so a wake-up whose task
 * was taken sends it back to sleep until the next submit. Written for mokert's verdict corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
  while (pool.queued == 0)
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
