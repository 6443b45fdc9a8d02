/* expect: errors: 0
 * header-macro-locks.c with main's check after the join: the worker's BUMP and DROP are both
 * done, the count is 0 again. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#include "header-macro-locks.h"

int count = 0;

void *worker(void *arg) {
  (void)arg;
  TOUCH(count);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  CHECK_ZERO(count);
  return 0;
}
