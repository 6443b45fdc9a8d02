/* Items queued through `#define ENQUEUE(q, v) ((q)->items[(q)->tail++] = (v))` on a queue
 * reached through a pointer, with no lock: one item overwrites the other and tail ends at 1.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: queue.tail == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
struct queue { int items[4]; int tail; };
#define ENQUEUE(q, v) ((q)->items[(q)->tail++] = (v))
static struct queue queue;
static void *worker(void *arg) {
  struct queue *q = &queue;
  ENQUEUE(q, (int)(long)arg);
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
