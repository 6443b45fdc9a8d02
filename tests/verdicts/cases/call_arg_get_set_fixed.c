/* Fixed: the read-modify-write set(c, get(c) + 1) runs under the counter's update lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: call-argument-binding
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

struct counter {
  pthread_mutex_t mu;
  pthread_mutex_t update;
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

static struct counter hits = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, 0};

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&hits.update);
  counter_set(&hits, counter_get(&hits) + 1);
  pthread_mutex_unlock(&hits.update);
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
