/* A pool of one connection whose free count is a semaphore in the pool struct; clients take it
 * with sem_trywait and go away when it is busy. The semaphore starts at 2, so both clients can
 * hold the one connection. Before 2026-11-27 sem_trywait had no rule and glibc's ran inside pan on
 * the model's count. Written for mokert's verdict corpus.
 *
 * CLASS: semaphore-count
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: p->in_use == 1
 * EXPECT-EXIT: 1
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
  sem_init(&conns.free, 0, 2);
  pthread_create(&a, 0, client, &conns);
  pthread_create(&b, 0, client, &conns);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
