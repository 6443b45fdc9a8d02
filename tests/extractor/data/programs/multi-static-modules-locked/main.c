/* expect: errors: 0
 * Two modules, each with its own `static pthread_mutex_t lock` and `static int count`; both
 * count under their own lock. */
#include <assert.h>
#include <pthread.h>
#include "mods.h"
static void *worker(void *arg) {
  (void)arg;
  req_add();
  err_add();
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(req_count() == 2);
  assert(err_count() == 2);
  return 0;
}
