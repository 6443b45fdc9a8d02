/* The pool's semaphore starts at 1, its one connection: a client that finds it taken goes
 * away. Written for mokert's verdict corpus.
 *
 * CLASS: semaphore-count
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

struct pool {
  sem_t free;
  int in_use;
};

static struct pool conns;

static void *client(void *arg) {
  struct pool *p = arg;
  if (sem_trywait(&p->free) == 0) {
    p->in_use++;
    assert(p->in_use == 1);
    p->in_use--;
    sem_post(&p->free);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  sem_init(&conns.free, 0, 1);
  pthread_create(&a, 0, client, &conns);
  pthread_create(&b, 0, client, &conns);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
