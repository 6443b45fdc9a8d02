/* Fixed: ENQUEUE under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
struct queue { int items[4]; int tail; };
#define ENQUEUE(q, v) ((q)->items[(q)->tail++] = (v))
static struct queue queue;
static void *worker(void *arg) {
  struct queue *q = &queue;
  pthread_mutex_lock(&lock);
  ENQUEUE(q, (int)(long)arg);
  pthread_mutex_unlock(&lock);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)1);
  pthread_create(&t2, NULL, worker, (void *)2);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(queue.tail == 2);
  return 0;
}
