/* A one-slot bounded buffer with two condition variables. After putting an item the producer
 * signals not_full instead of not_empty: a consumer already waiting is never woken, and once the
 * buffer is full the producer waits too.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define CAP 1

struct buffer {
  pthread_mutex_t mu;
  pthread_cond_t not_full;
  pthread_cond_t not_empty;
  int items[CAP];
  int count;
};

static struct buffer buf = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
                            PTHREAD_COND_INITIALIZER, {0}, 0};

static void put(struct buffer *b, int v) {
  pthread_mutex_lock(&b->mu);
  while (b->count == CAP)
    pthread_cond_wait(&b->not_full, &b->mu);
  b->items[b->count++] = v;
  pthread_cond_signal(&b->not_full);
  pthread_mutex_unlock(&b->mu);
}

static int get(struct buffer *b) {
  pthread_mutex_lock(&b->mu);
  while (b->count == 0)
    pthread_cond_wait(&b->not_empty, &b->mu);
  int v = b->items[--b->count];
  pthread_cond_signal(&b->not_full);
  pthread_mutex_unlock(&b->mu);
  return v;
}

static void *producer(void *arg) {
  (void)arg;
  put(&buf, 1);
  put(&buf, 2);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  int sum = get(&buf);
  sum += get(&buf);
  assert(sum == 3);
  return NULL;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&c, NULL, consumer, NULL);
  pthread_create(&p, NULL, producer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}
