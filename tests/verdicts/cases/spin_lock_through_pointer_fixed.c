/* spin_lock_through_pointer.c with the count read and written in one critical section: correct.
 * (Through the pointer the spin lock calls stayed C inside pan, and the search never ended.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
