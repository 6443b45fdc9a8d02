/* expect: errors: 0
 * header-helpers.c with the update under the lock (hit_locked() of header-helpers.h): the
 * count is always 2. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#include "header-helpers.h"

int hits = 0;
pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  (void)arg;
  hit_locked();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(read_hits() == 2);
  return 0;
}
