#include "flag.h"

int ready;
int data;
pthread_mutex_t flag_lock = PTHREAD_MUTEX_INITIALIZER;

/* The flag is raised before the data is written, outside the lock. */
void publish(int v) {
  ready = 1;
  pthread_mutex_lock(&flag_lock);
  data = v;
  pthread_mutex_unlock(&flag_lock);
}

int consume(void) {
  int got = -1;
  pthread_mutex_lock(&flag_lock);
  if (ready)
    got = data;
  pthread_mutex_unlock(&flag_lock);
  return got;
}
