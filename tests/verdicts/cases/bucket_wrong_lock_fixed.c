/* bucket_wrong_lock fixed: add() locks the bucket it updates. Written for mokert's verdict
 * corpus.
 *
 * CLASS: lock-array
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

struct bucket {
  pthread_mutex_t lock;
  int count;
};

static struct bucket table[2];

static void add(int key) {
  struct bucket *b = &table[key % 2];
  pthread_mutex_lock(&b->lock);
  b->count = b->count + 1;
  pthread_mutex_unlock(&b->lock);
}

static void *adder(void *arg) {
  (void)arg;
  add(3);
  return 0;
}

static void *other(void *arg) {
  (void)arg;
  add(1);
  return 0;
}

int main(void) {
  pthread_mutex_init(&table[0].lock, 0);
  pthread_mutex_init(&table[1].lock, 0);
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, other, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(table[1].count == 2);
  return 0;
}
