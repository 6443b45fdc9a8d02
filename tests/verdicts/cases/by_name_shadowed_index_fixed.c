/* by_name_shadowed_index with the peek under the slot's lock. The helper's lock rule named
 * `slots[i]` with main's first `i` (the loop's, 3 at its end) instead of the later `int i`: the
 * model locked a slot past the array, lost the mutual exclusion, and the correct program got a
 * counterexample the replay could not force (STALLED). Written for mokert's verdict corpus.
 *
 * CLASS: helper-by-name
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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

static void peek(struct slot *s) {
  pthread_mutex_lock(&s->lock);
  assert(s->busy == 0);
  pthread_mutex_unlock(&s->lock);
}

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
