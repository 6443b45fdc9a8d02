/* err_add reads its own static count before it takes its own static lock. */
#include <pthread.h>
#include "mods.h"
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int count;
void err_add(void) {
  int c = count;
  pthread_mutex_lock(&lock);
  count = c + 1;
  pthread_mutex_unlock(&lock);
}
int err_count(void) { return count; }
