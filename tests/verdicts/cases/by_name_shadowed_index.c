/* main initialises a lock per slot in `for (int i ...)`, declares another `int i` later and peeks
 * at each slot through a helper, `peek(&slots[i])`, without taking the slot's lock while a worker
 * marks the slot busy under it: the peek can see a busy slot. Written for mokert's verdict corpus.
 *
 * CLASS: helper-by-name
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: s->busy == 0
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

struct slot {
  pthread_mutex_t lock;
  int busy;
};
static struct slot slots[3];

static void work_on(struct slot *s) {
  pthread_mutex_lock(&s->lock);
  s->busy = 1;
  s->busy = 0;
  pthread_mutex_unlock(&s->lock);
}

static void peek(struct slot *s) { assert(s->busy == 0); }

static void *worker(void *arg) {
  (void)arg;
  for (int k = 0; k < 3; k++) work_on(&slots[k]);
  return 0;
}

int main(void) {
  for (int i = 0; i < 3; i++) pthread_mutex_init(&slots[i].lock, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int i;
  for (i = 0; i < 3; i++) peek(&slots[i]);
  pthread_join(t, 0);
  return 0;
}
