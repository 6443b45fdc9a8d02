#ifndef JOBQ_H
#define JOBQ_H
#include <pthread.h>
#define JOBQ_SLOTS 2
struct jobq {
  pthread_mutex_t lock;
  pthread_cond_t filled;
  int slot[JOBQ_SLOTS];
  int used;
};
void jobq_init(struct jobq *q);
void jobq_push(struct jobq *q, int job);
int jobq_pop(struct jobq *q);
#endif
