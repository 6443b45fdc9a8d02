/* The lookup unlocks once on both paths.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

struct dict { pthread_rwlock_t rw; int n; int val[4]; };
static struct dict names = { PTHREAD_RWLOCK_INITIALIZER, 0, {0} };

static int dict_get(struct dict *d, int key) {
  int found = -1;
  pthread_rwlock_rdlock(&d->rw);
  if (key < d->n)
    found = d->val[key];
  pthread_rwlock_unlock(&d->rw);
  return found;
}

static void *reader(void *arg) {
  (void)arg;
  dict_get(&names, 2);
  return 0;
}

static void *filler(void *arg) {
  (void)arg;
  pthread_rwlock_wrlock(&names.rw);
  names.val[names.n] = 5;
  names.n = names.n + 1;
  pthread_rwlock_unlock(&names.rw);
  return 0;
}

int main(void) {
  pthread_t r, w;
  pthread_create(&w, 0, filler, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
