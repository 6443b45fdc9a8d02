#include "stats.h"

static long bump(long v) { return v + 1; }

void stats_setup(struct stats *s) {
  pthread_mutex_init(&s->guard, NULL);
  s->served = 0;
}

/* Under the struct's own lock: no update is lost. */
void stats_count(struct stats *s) {
  pthread_mutex_lock(&s->guard);
  long now = s->served;
  s->served = bump(now);
  pthread_mutex_unlock(&s->guard);
}

long stats_total(struct stats *s) {
  pthread_mutex_lock(&s->guard);
  long t = s->served;
  pthread_mutex_unlock(&s->guard);
  return t;
}
