/* A logging helper for callers that hold the queue's lock already (its name says so), called
 * from enqueue() under the lock. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-self
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
int queued = 0;
int logged = 0;

static void note_size_locked(void) {
  logged = queued;
}

static void enqueue(void) {
  pthread_mutex_lock(&queue_lock);
  queued = queued + 1;
  if (queued > 1)
    note_size_locked();
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
