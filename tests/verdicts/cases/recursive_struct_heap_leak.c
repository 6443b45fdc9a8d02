/* recursive_struct_heap_ok with an early return: the first auditor leaves audit() holding the
 * recursive mutex once (credit's hold was given back, its own was not), and the second auditor
 * blocks on it for ever. Written for mokert's verdict corpus.
 *
 * CLASS: recursive-mutex
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: lock
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct account {
  pthread_mutex_t lock;
  int balance;
  int audits;
};

static void credit(struct account *a, int n) {
  pthread_mutex_lock(&a->lock);
  a->balance = a->balance + n;
  pthread_mutex_unlock(&a->lock);
}

static void *audit(void *arg) {
  struct account *a = arg;
  pthread_mutex_lock(&a->lock);
  a->audits = a->audits + 1;
  credit(a, 1);
  if (a->audits == 1)
    return 0;               /* the first auditor leaves without its unlock */
  pthread_mutex_unlock(&a->lock);
  return 0;
}

int main(void) {
  struct account *a = malloc(sizeof *a);
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&a->lock, &attr);
  a->balance = 0;
  a->audits = 0;
  pthread_t t1, t2;
  pthread_create(&t1, 0, audit, a);
  pthread_create(&t2, 0, audit, a);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(a->balance == 2 && a->audits == 2);
  free(a);
  return 0;
}
