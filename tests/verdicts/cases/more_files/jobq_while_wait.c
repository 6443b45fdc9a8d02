/* jobq_pop waits until the queue holds a job (`while`): a consumer woken for a job another
 * consumer took first waits again. */
#include "jobq.h"

void jobq_init(struct jobq *q) {
  pthread_mutex_init(&q->lock, NULL);
  pthread_cond_init(&q->filled, NULL);
  q->used = 0;
}

void jobq_push(struct jobq *q, int job) {
  pthread_mutex_lock(&q->lock);
  if (q->used < JOBQ_SLOTS) {
    q->slot[q->used] = job;
    q->used++;
  }
  pthread_cond_signal(&q->filled);
  pthread_mutex_unlock(&q->lock);
}

int jobq_pop(struct jobq *q) {
  pthread_mutex_lock(&q->lock);
  while (q->used == 0)
    pthread_cond_wait(&q->filled, &q->lock);
  q->used--;
  int job = q->slot[q->used];
  pthread_mutex_unlock(&q->lock);
  return job;
}
