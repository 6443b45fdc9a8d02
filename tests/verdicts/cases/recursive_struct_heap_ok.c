/* An account object on the heap with its own recursive mutex inside the struct, handed to two
 * threads; audit() locks it and calls credit(), which locks it again. Correct with a recursive
 * mutex: both credits are kept. Written for mokert's verdict corpus.
 *
 * CLASS: recursive-mutex
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
