/* A table insert with a goto error path whose `out` label comes before the unlock, so the
 * lock is released on both paths.
 * Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-lock-leak
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

#define CAP 1

struct table {
  pthread_mutex_t mu;
  int keys[CAP];
  int n;
};

static struct table tab = {PTHREAD_MUTEX_INITIALIZER, {0}, 0};

static int table_add(struct table *t, int key) {
  int err = -1;
  pthread_mutex_lock(&t->mu);
  if (t->n >= CAP)
    goto out;
  t->keys[t->n] = key;
  t->n++;
  err = 0;
out:
  pthread_mutex_unlock(&t->mu);
  return err;
}

static void *adder(void *arg) {
  int key = (int)(long)arg;
  if (table_add(&tab, key) != 0)
    fprintf(stderr, "table full, key %d dropped\n", key);
  pthread_mutex_lock(&tab.mu);
  int n = tab.n;
  pthread_mutex_unlock(&tab.mu);
  return (void *)(long)n;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, adder, (void *)1L);
  pthread_create(&b, NULL, adder, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
