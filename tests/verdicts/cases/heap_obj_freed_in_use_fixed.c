/* A connection object on the heap with its own lock: main hands it to a worker and frees it
 * only after joining the worker. Written for mokert's verdict corpus.
 *
 * CLASS: heap-struct-lock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
  pthread_join(t, NULL);
  free(c);
  return 0;
}
