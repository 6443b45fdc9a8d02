/* Two heap-allocated sessions, each with its own lock and hit counter; the worker for a session
 * locks the *other* session's lock (a copy-paste slip through the thread argument), so two
 * workers of one session update its counter with no common lock. Written for mokert's verdict
 * corpus.
 *
 * CLASS: heap-struct-lock
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct session {
  pthread_mutex_t lock;
  int hits;
  struct session *peer;
};

static void *worker(void *arg) {
  struct session *s = arg;
  pthread_mutex_lock(&s->peer->lock);     /* should be s->lock */
  s->hits = s->hits + 1;
  pthread_mutex_unlock(&s->peer->lock);
  return NULL;
}

static void *other_worker(void *arg) {
  struct session *s = arg;
  pthread_mutex_lock(&s->lock);
  s->hits = s->hits + 1;
  pthread_mutex_unlock(&s->lock);
  return NULL;
}

int main(void) {
  struct session *a = malloc(sizeof *a);
  struct session *b = malloc(sizeof *b);
  if (!a || !b) return 1;
  pthread_mutex_init(&a->lock, NULL);
  pthread_mutex_init(&b->lock, NULL);
  a->hits = 0;
  b->hits = 0;
  a->peer = b;
  b->peer = a;
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, a);
  pthread_create(&t2, NULL, other_worker, a);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  int hits = a->hits;
  assert(hits == 2);
  free(a);
  free(b);
  return 0;
}
