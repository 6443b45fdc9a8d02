/* A counter behind a struct of function pointers (an "ops" table) with an add() method that
 * reads and writes the value in one critical section.
 * Written for mokert's verdict corpus.
 *
 * CLASS: function-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

struct counter {
  pthread_mutex_t mu;
  int value;
};

struct counter_ops {
  int (*get)(struct counter *);
  void (*add)(struct counter *, int);
};

static int counter_get(struct counter *c) {
  pthread_mutex_lock(&c->mu);
  int v = c->value;
  pthread_mutex_unlock(&c->mu);
  return v;
}

static void counter_add(struct counter *c, int n) {
  pthread_mutex_lock(&c->mu);
  c->value = c->value + n;
  pthread_mutex_unlock(&c->mu);
}

static const struct counter_ops ops = {counter_get, counter_add};
static struct counter hits = {PTHREAD_MUTEX_INITIALIZER, 0};

static void *worker(void *arg) {
  (void)arg;
  ops.add(&hits, 1);
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
