#ifndef HITS_H
#define HITS_H
#include <pthread.h>
struct hit_counter {
  pthread_mutex_t lock;
  long hits;
};
void hits_init(struct hit_counter *c);
void hits_add(struct hit_counter *c);
long hits_read(struct hit_counter *c);
#endif
