/* A pool set up lazily with pthread_once; each worker bumps the user count under the pool's
 * lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: pthread-once
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

struct pool {
  pthread_mutex_t mu;
  int users;
};

static pthread_once_t pool_once = PTHREAD_ONCE_INIT;
static struct pool *pool;

static void pool_init(void) {
  pool = malloc(sizeof *pool);
  pthread_mutex_init(&pool->mu, NULL);
  pool->users = 0;
}

static void *worker(void *arg) {
  (void)arg;
  pthread_once(&pool_once, pool_init);
  pthread_mutex_lock(&pool->mu);
  pool->users++;
  pthread_mutex_unlock(&pool->mu);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(pool->users == 2);
  free(pool);
  return 0;
}
