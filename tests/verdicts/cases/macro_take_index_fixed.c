/* Fixed: TAKE() under a mutex. Written for mokert's verdict corpus.
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
#define TAKE() (buf[len++])
static int buf[2] = {0, 1};
static int len;
static int seen[2];
static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  int v = TAKE();
  seen[v] = 1;
  pthread_mutex_unlock(&lock);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seen[0] && seen[1]);
  return 0;
}
