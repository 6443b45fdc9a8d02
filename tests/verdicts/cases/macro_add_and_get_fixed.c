/* Fixed: ADD_AND_GET under a mutex. Written for mokert's verdict corpus.
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
#define ADD_AND_GET(v, n) ((v) += (n))
static int total;
static void *worker(void *arg) {
  int x;
  pthread_mutex_lock(&lock);
  x = ADD_AND_GET(total, 2);
  pthread_mutex_unlock(&lock);
  assert(x >= 2);
  (void)arg;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(total == 4);
  return 0;
}
