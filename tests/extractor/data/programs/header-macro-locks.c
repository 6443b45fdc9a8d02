/* expect: assertion violated
 * Macros of the program's own header (header-macro-locks.h) that lock and unlock around their
 * update: each is translated statement by statement, so the lock is modelled and the worker
 * can stop between BUMP and DROP; main then sees the count at 1. As one C step the model would
 * call the macro's pthread_mutex_lock inside pan (or a name pan does not have). Written for
 * mokert. */
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
  CHECK_ZERO(count);
  pthread_join(t, 0);
  return 0;
}
