/* A connection object on the heap with its own lock: main hands it to a worker, then closes it
 * (frees it) without waiting for the worker, which may still lock and update it: a use after
 * free. Written for mokert's verdict corpus.
 *
 * CLASS: heap-struct-lock
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>

struct conn {
  pthread_mutex_t lock;
  int bytes;
};

static void *sender(void *arg) {
  struct conn *c = arg;
  pthread_mutex_lock(&c->lock);
  c->bytes = c->bytes + 10;
  pthread_mutex_unlock(&c->lock);
  return NULL;
}

int main(void) {
  struct conn *c = malloc(sizeof *c);
  if (!c) return 1;
  pthread_mutex_init(&c->lock, NULL);
  c->bytes = 0;
  pthread_t t;
  pthread_create(&t, NULL, sender, c);
  free(c);                         /* the sender may not have run yet */
  pthread_join(t, NULL);
  return 0;
}
