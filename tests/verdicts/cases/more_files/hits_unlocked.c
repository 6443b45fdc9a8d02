/* hits_add reads and writes the count without the struct's lock. */
#include "hits.h"

void hits_init(struct hit_counter *c) {
  pthread_mutex_init(&c->lock, NULL);
  c->hits = 0;
}

void hits_add(struct hit_counter *c) {
  long seen = c->hits;
  c->hits = seen + 1;
}

long hits_read(struct hit_counter *c) {
  pthread_mutex_lock(&c->lock);
  long v = c->hits;
  pthread_mutex_unlock(&c->lock);
  return v;
}
