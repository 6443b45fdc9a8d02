/* A program of three C files: two modules, each with its own `static pthread_mutex_t lock` and
 * `static int count` (C keeps them apart; mokert renames each file's own in the model).
 * more_files/mods_err_locked.c counts under its lock: nothing is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: multi-file-statics
 * RUN: mokert run %s %S/more_files/mods_req.c %S/more_files/mods_err_locked.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include "more_files/mods.h"
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
