/* Fixed: SPEND under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
#define SPEND(b, n) (((b) -= (n)) >= 0)
static int budget = 2;
static int spent;
static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  if (SPEND(budget, 1))
    spent = 1;
  pthread_mutex_unlock(&lock);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(budget == 0);
  return 0;
}
