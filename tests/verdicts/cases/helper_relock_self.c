/* A logging helper takes the queue's lock itself, and is called from enqueue(), which already
 * holds it: the (default, non-recursive) mutex is taken twice by one thread. Written for
 * mokert's verdict corpus.
 *
 * CLASS: deadlock-self
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: queue_lock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
int queued = 0;
int logged = 0;

static void note_size(void) {
  pthread_mutex_lock(&queue_lock);
  logged = queued;
  pthread_mutex_unlock(&queue_lock);
}

static void enqueue(void) {
  pthread_mutex_lock(&queue_lock);
  queued = queued + 1;
  if (queued > 1)
    note_size();            /* already holds queue_lock */
  pthread_mutex_unlock(&queue_lock);
}

static void *producer(void *arg) {
  enqueue();
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, producer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
