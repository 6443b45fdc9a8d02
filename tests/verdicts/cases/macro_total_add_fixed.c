/* Fixed: TOTAL_ADD runs under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
#include "macro_total_add.h"

static int total;
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void *adder(void *arg) {
  pthread_mutex_lock(&total_lock);
  TOTAL_ADD(total, (int)(long)arg);
  pthread_mutex_unlock(&total_lock);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, adder, (void *)3);
  pthread_create(&t2, NULL, adder, (void *)4);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(total == 7);
  return 0;
}
