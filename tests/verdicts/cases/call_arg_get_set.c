/* A counter updated as set(c, get(c) + 1): each helper takes the lock, but the read and the
 * write are two critical sections, so two workers both read 0 and one increment is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: call-argument-binding
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits.value == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

struct counter {
  pthread_mutex_t mu;
  int value;
};

static int counter_get(struct counter *c) {
  pthread_mutex_lock(&c->mu);
  int v = c->value;
  pthread_mutex_unlock(&c->mu);
  return v;
}

static void counter_set(struct counter *c, int v) {
  pthread_mutex_lock(&c->mu);
  c->value = v;
  pthread_mutex_unlock(&c->mu);
}

static struct counter hits = {PTHREAD_MUTEX_INITIALIZER, 0};

static void *worker(void *arg) {
  (void)arg;
  counter_set(&hits, counter_get(&hits) + 1);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(hits.value == 2);
  return 0;
}
