/* A counter behind a struct of function pointers (an "ops" table). Every method takes the
 * counter's lock, but add() is written as get() then set(), two critical sections, so two
 * concurrent add()s can lose one.
 * Written for mokert's verdict corpus.
 *
 * CLASS: function-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ops.get(&hits) == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

struct counter {
  pthread_mutex_t mu;
  int value;
};

struct counter_ops {
  int (*get)(struct counter *);
  void (*set)(struct counter *, int);
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

static const struct counter_ops ops = {counter_get, counter_set};
static struct counter hits = {PTHREAD_MUTEX_INITIALIZER, 0};

static void add(struct counter *c, int n) {
  ops.set(c, ops.get(c) + n);
}

static void *worker(void *arg) {
  (void)arg;
  add(&hits, 1);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(ops.get(&hits) == 2);
  return 0;
}
