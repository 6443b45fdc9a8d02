/* expect: assertion violated
 * Two threads call hit() of the program's own header (header-helpers.h), which reads and then
 * writes the shared counter declared there as `extern`: a lost update leaves it at 1. The
 * header's functions must be expanded (they used to stay C calls pan could not model) and the
 * counter must be state. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#include "header-helpers.h"

int hits = 0;
pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  (void)arg;
  hit();
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
