#ifndef STATS_H
#define STATS_H
#include <pthread.h>
struct stats {
  pthread_mutex_t guard;
  long served;
};
void stats_setup(struct stats *s);
void stats_count(struct stats *s);
long stats_total(struct stats *s);
#endif
