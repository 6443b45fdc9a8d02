/* A queue reaches its spin lock through a pointer field (`obj->lockp`), tries the lock first and
 * falls back to waiting for it; the count is read in one critical section and written in a
 * second one, so two producers can both read 0 and one item is lost.
 * (The default table's spin lock rules took only `&lock`: through the pointer the call stayed C
 * inside pan, which spun on the model's variable for ever.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: q.items == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct queue {
  pthread_spinlock_t *lockp;
  int items;
};

static pthread_spinlock_t queue_lock;
static struct queue q;

static void acquire(struct queue *obj) {
  if (pthread_spin_trylock(obj->lockp) != 0)
    pthread_spin_lock(obj->lockp);
}

static void *producer(void *arg) {
  struct queue *obj = arg;
  acquire(obj);
  int n = obj->items;
  pthread_spin_unlock(obj->lockp);
  acquire(obj);
  obj->items = n + 1;
  pthread_spin_unlock(obj->lockp);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  q.lockp = &queue_lock;
  pthread_spin_init(q.lockp, PTHREAD_PROCESS_PRIVATE);
  pthread_create(&a, NULL, producer, &q);
  pthread_create(&b, NULL, producer, &q);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(q.items == 2);
  pthread_spin_destroy(q.lockp);
  return 0;
}
