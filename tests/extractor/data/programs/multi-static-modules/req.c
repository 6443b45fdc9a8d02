#include <pthread.h>
#include "mods.h"
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int count;
void req_add(void) {
  pthread_mutex_lock(&lock);
  count++;
  pthread_mutex_unlock(&lock);
}
int req_count(void) { return count; }
